/**
 * The calculator's arithmetic and wording (D18), for the prerendered page and its script. The fee
 * comes out of the amount sent; the rest is converted at the corridor's rate.
 */
import type { RemittancePrices } from "#app/content/remittance-prices.schema.ts";
import type {
  AmountMessageKey,
  Corridor,
  SendDestination,
  SendMoneyCopy,
  SendMoneyMessages,
  SendMoneyRates,
  SendSource,
} from "#app/content/send-money.schema.ts";
import {
  divideRoundingHalfUp,
  formatExchangeRate,
  formatMinorUnits,
  formatPercent,
  minorUnitDigits,
  parseAmount,
  scaledInteger,
} from "#app/lib/minor-units.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { fill, inserted } from "#app/lib/i18n/template.ts";

/** Exchange rates are written with up to 6 decimals, fees as percentages with up to 2. */
const rateScale = 6;
const percentScale = 2;

export type SendRoute = { source: SendSource; destination: SendDestination; corridor: Corridor };

export function routeOf(rates: SendMoneyRates, fromId: string, toId: string): SendRoute | undefined {
  const source = rates.sources.find((candidate) => candidate.id === fromId);
  const destination = rates.destinations.find((candidate) => candidate.id === toId);
  const corridor = rates.corridors.find((candidate) => candidate.from === fromId && candidate.to === toId);
  return source && destination && corridor ? { source, destination, corridor } : undefined;
}

export function allRoutes(rates: SendMoneyRates): SendRoute[] {
  return rates.sources.flatMap((source) =>
    rates.destinations.flatMap((destination) => routeOf(rates, source.id, destination.id) ?? []),
  );
}

/** Content writes amounts in whole units (200, 7500.5). */
export function toMinorUnits(amount: number, currency: string): number {
  return Number(scaledInteger(amount, minorUnitDigits(currency)));
}

export function percentageOf(amountMinor: number, percent: number): number {
  return Number(
    divideRoundingHalfUp(BigInt(amountMinor) * scaledInteger(percent, percentScale), 10n ** BigInt(2 + percentScale)),
  );
}

export function convert(amountMinor: number, rate: number, from: string, to: string): number {
  const shift = minorUnitDigits(to) - minorUnitDigits(from);
  const numerator = BigInt(amountMinor) * scaledInteger(rate, rateScale) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = 10n ** BigInt(rateScale + Math.max(-shift, 0));
  return Number(divideRoundingHalfUp(numerator, denominator));
}

/** The World Bank's average cost on a route, with the quarter and source of the figure. */
export type RouteAverage = { averageCostPercent: number; quarter: string; source: string };

/** The route's own corridor average, or none: a route is never compared with another's figure (D22). */
export function averageOf(prices: RemittancePrices, { source, destination }: SendRoute): RouteAverage | undefined {
  return prices.corridors.find((corridor) => corridor.from === source.id && corridor.to === destination.id);
}

/** `average`: the same transfer at the route's average cost, when the route has one. */
export type Quote = {
  sent: number;
  fee: number;
  received: number;
  average?: RouteAverage & { fee: number; received: number };
};

export function quote(
  { source, destination, corridor }: SendRoute,
  amountMinor: number,
  average?: RouteAverage,
): Quote {
  const receivedAfter = (fee: number) =>
    convert(amountMinor - fee, corridor.rate, source.currency, destination.currency);
  const fee = percentageOf(amountMinor, corridor.feePercent);
  const ours: Quote = { sent: amountMinor, fee, received: receivedAfter(fee) };
  if (!average) return ours;
  const averageFee = percentageOf(amountMinor, average.averageCostPercent);
  return { ...ours, average: { ...average, fee: averageFee, received: receivedAfter(averageFee) } };
}

export type CheckedAmount = { ok: true; minor: number } | { ok: false; problem: AmountMessageKey };

export function checkAmount(typed: string, source: SendSource, locale: string): CheckedAmount {
  const parsed = parseAmount(typed, source.currency, locale);
  if (!parsed.ok) return parsed;
  if (parsed.minor < toMinorUnits(source.minimumAmount, source.currency)) return { ok: false, problem: "belowMinimum" };
  if (parsed.minor > toMinorUnits(source.maximumAmount, source.currency)) return { ok: false, problem: "overLimit" };
  return parsed;
}

export function amountMessage(
  problem: AmountMessageKey,
  source: SendSource,
  messages: SendMoneyMessages,
  locale: string,
): string {
  const limit = problem === "belowMinimum" ? source.minimumAmount : source.maximumAmount;
  return fill(messages.problems[problem], {
    currency: source.currency,
    digits: String(minorUnitDigits(source.currency)),
    amount: formatMinorUnits(toMinorUnits(limit, source.currency), source.currency, locale),
  });
}

/** A quarter such as "2025-Q3" as the page's language writes it. */
export function formatQuarter(quarter: string, quarters: SendMoneyMessages["quarters"]): string {
  const [year = "", q = "1"] = quarter.split("-Q");
  return fill(quarters[`q${q}` as keyof typeof quarters], { year });
}

/** Without a route average the comparison's figures are empty and `averageNote` says why. */
export type QuoteFigures = {
  fee: string;
  rate: string;
  received: string;
  arrives: string;
  average: string;
  averageFee: string;
  averageReceived: string;
  difference: string;
  averageNote: string;
};

export function quoteFigures(
  route: SendRoute,
  figures: Quote,
  messages: SendMoneyMessages,
  locale: string,
): QuoteFigures {
  const { source, destination, corridor } = route;
  const sent = (minor: number) => formatMinorUnits(minor, source.currency, locale);
  const received = (minor: number) => formatMinorUnits(minor, destination.currency, locale);
  const { average } = figures;
  const gap = average ? figures.received - average.received : 0;
  let difference = "";
  if (average && gap === 0) difference = messages.difference.same;
  else if (average)
    difference = fill(gap > 0 ? messages.difference.more : messages.difference.less, {
      amount: received(Math.abs(gap)),
    });
  return {
    fee: `${sent(figures.fee)} (${formatPercent(corridor.feePercent, locale)})`,
    rate: formatExchangeRate(corridor.rate, source.currency, destination.currency, locale),
    received: received(figures.received),
    arrives: messages.speeds[corridor.arrives] ?? "",
    average: average
      ? fill(messages.average, {
          quarter: formatQuarter(average.quarter, messages.quarters),
          percent: formatPercent(average.averageCostPercent, locale),
        })
      : "",
    averageFee: average ? sent(average.fee) : "",
    averageReceived: average ? received(average.received) : "",
    difference,
    averageNote: average ? "" : (messages.noAverageBySender[source.id] ?? messages.noAverage),
  };
}

export function quoteSummary(shown: QuoteFigures, messages: SendMoneyMessages): string {
  return fill(messages.summary, { received: shown.received, fee: shown.fee, arrives: shown.arrives });
}

/** The notes under the calculator, dates in `dateLocale` (English pages write US dates, as the articles do). */
export function comparisonNotes(
  rates: SendMoneyRates,
  prices: RemittancePrices,
  copy: SendMoneyCopy,
  locale: string,
  dateLocale = locale,
) {
  const source = Object.values(prices.sources)[0]!;
  const [region] = prices.regions;
  const [sourceBefore = "", sourceAfter = ""] = fill(copy.sourceNote, {
    date: formatLongDate(source.checkedOn, dateLocale),
  }).split("{title}");
  return {
    illustrative: fill(copy.illustrative, { date: formatLongDate(rates.setOn, dateLocale) }),
    explanation: fill(copy.comparison.explanation, {
      basket: formatMinorUnits(
        toMinorUnits(source.basket.amount, source.basket.currency),
        source.basket.currency,
        locale,
      ),
      target: formatPercent(prices.sdgTargetPercent, locale),
    }),
    region: region
      ? fill(copy.comparison.region, {
          region: copy.regions[region.id] ?? region.id,
          percent: formatPercent(region.averageCostPercent, locale),
          quarter: formatQuarter(region.quarter, copy.messages.quarters),
        })
      : "",
    // The report's title alone is the link, so "Licence:" reads as the next link's label, not this one's.
    sourceNote: {
      before: sourceBefore,
      title: inserted(source.title, { into: copy.sourceNote }),
      after: sourceAfter,
    },
    licence: source.licence,
    sourceUrl: source.url,
    licenceUrl: source.licenceUrl,
  };
}
