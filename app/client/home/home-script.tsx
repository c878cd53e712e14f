/** React hydrates the home page's two islands and nothing else of it (docs/decisions/014). */
import { hydrateIsland } from "#app/client/islands.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import { ReferralTabs } from "#app/routes/home/referral-tabs.tsx";
import { Testimonials } from "#app/routes/home/testimonials.tsx";

hydrateIsland(islandNames.homeReferralTabs, ReferralTabs);
hydrateIsland(islandNames.homeTestimonials, Testimonials);
