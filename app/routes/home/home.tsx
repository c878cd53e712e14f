import { lazy } from "react";
import type { RouteHandle } from "#app/root.tsx";
import { IconCardGrid } from "#app/components/icon-card-grid.tsx";
import { PrerenderedOnly } from "#app/components/prerendered-only.tsx";
import { Section } from "#app/components/section.tsx";
import type { Route } from "./+types/home";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { organizationStructuredData, structuredData } from "#app/lib/structured-data.ts";
import { CoreProducts } from "./core-products.tsx";
import { Hero } from "./hero.tsx";
import { Partners } from "./partners.tsx";
import { Personas } from "./personas.tsx";
import { Referral } from "./referral.tsx";
import { Testimonials } from "./testimonials.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["home"], "/");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = layoutOf(matches);
  return [
    ...seo({ ...loaderData.meta, layout }),
    structuredData(organizationStructuredData(layout?.content.site.tagline)),
  ];
}

/**
 * The send-money calculator is prerendered and never hydrated: its own small script drives it. Only
 * the server build has it, so neither it nor its rates are in the page's React code (docs/decisions/013).
 */
const SendMoneySection = import.meta.env.SSR ? lazy(() => import("./send-money-section.server.tsx")) : undefined;

/** The referral tabs and the testimonial carousel need React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export default function Home() {
  const home = useContent("home");
  return (
    <>
      <Hero />
      <Section id="features" title={home.features.heading} intro={home.features.intro}>
        <IconCardGrid items={home.features.items} />
      </Section>
      <PrerenderedOnly>{SendMoneySection ? <SendMoneySection /> : null}</PrerenderedOnly>
      <CoreProducts />
      <Personas />
      <Partners />
      <Referral />
      <Testimonials />
    </>
  );
}
