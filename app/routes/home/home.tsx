import type { RouteHandle } from "#app/root.tsx";
import { IconCardGrid } from "#app/components/icon-card-grid.tsx";
import { Section } from "#app/components/section.tsx";
import { home } from "#app/content/home.ts";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";
import { organizationStructuredData, structuredData } from "#app/lib/structured-data.ts";
import { CoreProducts } from "./core-products.tsx";
import { Hero } from "./hero.tsx";
import { Partners } from "./partners.tsx";
import { Personas } from "./personas.tsx";
import { Referral } from "./referral.tsx";
import { Testimonials } from "./testimonials.tsx";

export function meta() {
  return [...seo(pageMeta("/")), structuredData(organizationStructuredData())];
}

/** The referral tabs and the testimonial carousel need React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export default function Home() {
  return (
    <>
      <Hero />
      <Section id="features" title={home.features.heading} intro={home.features.intro}>
        <IconCardGrid items={home.features.items} />
      </Section>
      <CoreProducts />
      <Personas />
      <Partners />
      <Referral />
      <Testimonials />
    </>
  );
}
