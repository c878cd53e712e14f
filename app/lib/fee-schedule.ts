/** The fee page's tables (D23), from the fee schedule and the calculator's routes, in the page's words and locale. */
import type { ContentOf } from "#app/lib/i18n/content-types.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { formatMinorUnits, formatPercent } from "#app/lib/minor-units.ts";
import { allRoutes, percentageOf, toMinorUnits } from "#app/lib/send-money.ts";

type Fees = ContentOf<"fees">;
type Rates = ContentOf<"sendMoney">["rates"];
export type FeeRow = { key: string; cells: string[] };

export function feeTables({ schedule, copy }: Fees, rates: Rates, locale: string) {
  const { sections } = copy;
  const naira = (amount: number) => (amount === 0 ? copy.free : formatMinorUnits(amount * 100, "NGN", locale));
  const dollars = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: schedule.limits.currency,
      maximumFractionDigits: 0,
    }).format(amount);
  const fees = schedule.internationalTransfers.map((route) => route.feePercent);
  const feeRange = fill(sections.transfers.internationalRange, {
    lowest: formatPercent(Math.min(...fees), locale),
    highest: formatPercent(Math.max(...fees), locale),
  });
  return {
    account: [
      { key: "opening", cells: [sections.account.opening, naira(schedule.accountOpening)] },
      { key: "maintenance", cells: [sections.account.maintenance, naira(schedule.monthlyMaintenance)] },
      { key: "virtual-card", cells: [sections.account.virtualCard, naira(schedule.virtualCard)] },
    ],
    transfers: [
      { key: "local", cells: [sections.transfers.local, naira(schedule.localTransfer)] },
      { key: "international", cells: [sections.transfers.international, feeRange] },
    ],
    international: allRoutes(rates).map(({ source, destination, corridor }) => {
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
    }),
    limits: [
      { key: "transaction", cells: [sections.limits.perTransaction, dollars(schedule.limits.perTransaction)] },
      { key: "month", cells: [sections.limits.perMonth, dollars(schedule.limits.perMonth)] },
    ],
    processing: [
      { key: "domestic", cells: [sections.transfers.local, sections.processing.domestic] },
      { key: "international", cells: [sections.transfers.international, sections.processing.international] },
      { key: "funding", cells: [sections.processing.fundingLabel, sections.processing.funding] },
    ],
  } satisfies Record<string, FeeRow[]>;
}
