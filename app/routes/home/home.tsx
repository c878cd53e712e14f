import { lazy } from "react";
import type { RouteHandle } from "#app/root.tsx";
import { IconCardGrid } from "#app/components/icon-card-grid.tsx";
import { PrerenderedOnly } from "#app/components/prerendered-only.tsx";
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

/**
 * The send-money calculator is prerendered and never hydrated: its own small script drives it. Only
 * the server build has it, so neither it nor its rates are in the page's React code (docs/decisions/013).
 */
const SendMoneyCalculator = import.meta.env.SSR
  ? lazy(() =>
      import("#app/components/send-money-calculator.tsx").then((module) => ({ default: module.SendMoneyCalculator })),
    )
  : undefined;

/** The referral tabs and the testimonial carousel need React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export default function Home() {
  return (
    <>
      <Hero />
      <Section id="features" title={home.features.heading} intro={home.features.intro}>
        <IconCardGrid items={home.features.items} />
      </Section>
      <PrerenderedOnly>{SendMoneyCalculator ? <SendMoneyCalculator /> : null}</PrerenderedOnly>
      <CoreProducts />
      <Personas />
      <Partners />
      <Referral />
      <Testimonials />
    </>
  );
}
