import type { Route } from "./+types/fees";
import { FactTable } from "#app/components/fact-table.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent, useLayout } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { formatMinorUnits, formatPercent } from "#app/lib/minor-units.ts";
import { allRoutes, percentageOf, toMinorUnits } from "#app/lib/send-money.ts";
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
  const { schedule, copy } = useContent("fees");
  const { rates } = useContent("sendMoney");
  const { language } = useLayout();
  const { sections } = copy;
  const naira = (amount: number) => (amount === 0 ? copy.free : formatMinorUnits(amount * 100, "NGN", locale));
  const dollars = (amount: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
  const lowestInternationalFee = Math.min(...schedule.internationalTransfers.map((route) => route.feePercent));
  const tableHeadings = [copy.table.item, copy.table.fee];
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
          headings={tableHeadings}
          rows={[
            { key: "opening", cells: [sections.account.opening, naira(schedule.accountOpening)] },
            { key: "maintenance", cells: [sections.account.maintenance, naira(schedule.monthlyMaintenance)] },
            { key: "virtual-card", cells: [sections.account.virtualCard, naira(schedule.virtualCard)] },
          ]}
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
            headings={tableHeadings}
            rows={[
              { key: "local", cells: [sections.transfers.local, naira(schedule.localTransfer)] },
              {
                key: "international",
                cells: [sections.transfers.international, formatPercent(lowestInternationalFee, locale)],
              },
            ]}
          />
          <FactTable
            caption={sections.international.caption}
            headings={[sections.international.route, sections.international.fee, sections.international.exampleHeading]}
            rows={allRoutes(rates).map(({ source, destination, corridor }) => {
              const typical = toMinorUnits(source.typicalAmount, source.currency);
              return {
                key: `${source.id}-${destination.id}`,
                cells: [
                  fill(sections.international.routeName, { from: source.name, to: destination.name }),
                  formatPercent(corridor.feePercent, locale),
                  fill(sections.international.example, {
                    fee: formatMinorUnits(percentageOf(typical, corridor.feePercent), source.currency, locale),
                    amount: formatMinorUnits(typical, source.currency, locale),
                  }),
                ],
              };
            })}
          />
        </div>
      </Section>
      <Section id="limits" title={sections.limits.heading} intro={<p>{sections.limits.intro}</p>} align="start">
        <FactTable
          caption={sections.limits.heading}
          headings={[copy.table.item, copy.table.limit]}
          rows={[
            { key: "transaction", cells: [sections.limits.perTransaction, dollars(schedule.limits.perTransaction)] },
            { key: "month", cells: [sections.limits.perMonth, dollars(schedule.limits.perMonth)] },
          ]}
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
          rows={[
            { key: "domestic", cells: [sections.transfers.local, sections.processing.domestic] },
            { key: "international", cells: [sections.transfers.international, sections.processing.international] },
            { key: "funding", cells: [sections.processing.fundingLabel, sections.processing.funding] },
          ]}
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
