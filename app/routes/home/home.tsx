import homeScriptUrl from "#app/client/home/home-script.tsx?worker&url";
import { IconCardGrid } from "#app/components/icon-card-grid.tsx";
import { Island } from "#app/components/island.tsx";
import { Section } from "#app/components/section.tsx";
import { islandNames } from "#app/client/islands-dom.ts";
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
import { AfterPaint } from "#app/components/after-paint.tsx";

export function meta() {
  return [...seo(pageMeta("/")), structuredData(organizationStructuredData())];
}

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
      <Island name={islandNames.homeTestimonials} component={Testimonials} props={home.testimonials} />
      {/* React runs only the referral tabs and the carousel, each hydrated by this script (docs/decisions/014). */}
      <AfterPaint>
        <script src={homeScriptUrl} />
      </AfterPaint>
    </>
  );
}
