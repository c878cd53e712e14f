import type { Route } from "./+types/fees";
import { FactTable } from "#app/components/fact-table.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent, useLayout } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { feeTables } from "#app/lib/fee-schedule.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    ...pageContentWithMeta(request, ["fees", "sendMoney"], "/fees"),
    locale: numberLocale(language),
    dateLocale: dateLocale(language),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** The fee schedule (D23), read from the one file every other page quotes (app/content/fees.ts). */
export default function Fees({ loaderData: { locale, dateLocale: datesIn } }: Route.ComponentProps) {
  const fees = useContent("fees");
  const { rates } = useContent("sendMoney");
  const { language } = useLayout();
  const { schedule, copy } = fees;
  const { sections } = copy;
  const tables = feeTables(fees, rates, locale);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.intro}</p>}>
        <p className="max-w-2xl rounded-card border-2 border-brand bg-brand-soft p-4 font-semibold text-ink">
          {fill(copy.illustrative, {
            setOn: formatLongDate(schedule.setOn, datesIn),
            nextReviewOn: formatLongDate(schedule.nextReviewOn, datesIn),
          })}
        </p>
      </PageHero>
      <Section id="account" title={sections.account.heading} align="start">
        <FactTable
          caption={sections.account.heading}
          headings={[copy.table.item, copy.table.fee]}
          rows={tables.account}
        />
      </Section>
      <Section
        id="transfers"
        title={sections.transfers.heading}
        intro={<p>{sections.transfers.intro}</p>}
        align="start"
        tone="surface"
      >
        <div className="space-y-8">
          <FactTable
            caption={sections.transfers.heading}
            headings={[copy.table.item, copy.table.fee]}
            rows={tables.transfers}
          />
          <FactTable
            caption={sections.international.caption}
            headings={[sections.international.route, sections.international.fee, sections.international.exampleHeading]}
            rows={tables.international}
          />
        </div>
      </Section>
      <Section id="limits" title={sections.limits.heading} intro={<p>{sections.limits.intro}</p>} align="start">
        <FactTable
          caption={sections.limits.heading}
          headings={[copy.table.item, copy.table.limit]}
          rows={tables.limits}
        />
      </Section>
      <Section
        id="processing"
        title={sections.processing.heading}
        intro={<p>{sections.processing.intro}</p>}
        align="start"
        tone="surface"
      >
        <FactTable
          caption={sections.processing.heading}
          headings={[copy.table.item, copy.table.time]}
          rows={tables.processing}
        />
        <p className="mt-8 max-w-2xl">
          <a href={localizeHref("/complaints", language.code)} className="font-semibold text-brand underline">
            {copy.hiddenFees}
          </a>
        </p>
      </Section>
    </>
  );
}
