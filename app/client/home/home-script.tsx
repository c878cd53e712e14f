/**
 * The home page's script: React hydrates its two islands, the referral tabs and the testimonial
 * carousel, from the props beside each (docs/decisions/014). Nothing else of the page is React's.
 */
import { hydrateIsland } from "#app/client/islands.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import { ReferralTabs } from "#app/routes/home/referral-tabs.tsx";
import { Testimonials } from "#app/routes/home/testimonials.tsx";

hydrateIsland(islandNames.homeReferralTabs, ReferralTabs);
hydrateIsland(islandNames.homeTestimonials, Testimonials);
