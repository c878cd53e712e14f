import homeScriptUrl from "#app/client/home/home-script.tsx?worker&url";
import { IconCardGrid } from "#app/components/icon-card-grid.tsx";
import { Island } from "#app/components/island.tsx";
import { Section } from "#app/components/section.tsx";
import { SendMoneyCalculator } from "#app/components/send-money-calculator.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import type { Route } from "./+types/home";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { organizationStructuredData, structuredData } from "#app/lib/structured-data.ts";
import { CoreProducts } from "#app/routes/home/core-products.tsx";
import { Hero } from "#app/routes/home/hero.tsx";
import { Partners } from "#app/routes/home/partners.tsx";
import { Personas } from "#app/routes/home/personas.tsx";
import { Referral } from "#app/routes/home/referral.tsx";
import { Testimonials } from "#app/routes/home/testimonials.tsx";
import { AfterPaint } from "#app/components/after-paint.tsx";
import sendMoneyScriptUrl from "#app/client/send-money/send-money-script.ts?worker&url";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";

export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    ...pageContentWithMeta(request, ["home", "sendMoney"], "/"),
    locale: numberLocale(language),
    dateLocale: dateLocale(language),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = layoutOf(matches);
  return [
    ...seo({ ...loaderData.meta, layout }),
    structuredData(organizationStructuredData(layout?.content.site.tagline)),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const home = useContent("home");
  return (
    <>
      <Hero />
      <Section id="features" title={home.features.heading} intro={home.features.intro}>
        <IconCardGrid items={home.features.items} />
      </Section>
      {/* Driven by its own small script, not React (docs/decisions/013). */}
      <SendMoneyCalculator
        content={useContent("sendMoney")}
        locale={loaderData.locale}
        dateLocale={loaderData.dateLocale}
        scripts={{ calculator: sendMoneyScriptUrl, firstUse: firstUseScriptUrl }}
      />
      <CoreProducts />
      <Personas />
      <Partners />
      <Referral />
      <Island
        name={islandNames.homeTestimonials}
        component={Testimonials}
        props={{ ...home.testimonials, locale: loaderData.locale }}
      />
      {/* React runs only the referral tabs and the carousel, each hydrated by this script (docs/decisions/014). */}
      <AfterPaint>
        <script src={homeScriptUrl} />
      </AfterPaint>
    </>
  );
}
