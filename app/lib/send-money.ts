/**
 * The calculator's arithmetic and wording (D18), for the prerendered page and its script. The fee
 * comes out of the amount sent; the rest is converted at the corridor's rate.
 */
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
import { fill } from "#app/lib/i18n/template.ts";

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

/** `average*`: the same transfer at the World Bank's average cost. */
export type Quote = { sent: number; fee: number; received: number; averageFee: number; averageReceived: number };

export function quote(
  { source, destination, corridor }: SendRoute,
  amountMinor: number,
  averageCostPercent: number,
): Quote {
  const receivedAfter = (fee: number) =>
    convert(amountMinor - fee, corridor.rate, source.currency, destination.currency);
  const fee = percentageOf(amountMinor, corridor.feePercent);
  const averageFee = percentageOf(amountMinor, averageCostPercent);
  return {
    sent: amountMinor,
    fee,
    received: receivedAfter(fee),
    averageFee,
    averageReceived: receivedAfter(averageFee),
  };
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

export type QuoteFigures = {
  fee: string;
  rate: string;
  received: string;
  arrives: string;
  averageFee: string;
  averageReceived: string;
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
  return {
    fee: `${sent(figures.fee)} (${formatPercent(corridor.feePercent, locale)})`,
    rate: formatExchangeRate(corridor.rate, source.currency, destination.currency, locale),
    received: received(figures.received),
    arrives: messages.speeds[corridor.arrives] ?? "",
    averageFee: sent(figures.averageFee),
    averageReceived: received(figures.averageReceived),
  };
}

export function quoteSummary(shown: QuoteFigures, messages: SendMoneyMessages): string {
  return fill(messages.summary, { received: shown.received, fee: shown.fee, arrives: shown.arrives });
}

/** Dates in `dateLocale`: English pages write US dates, as the articles do. */
export function averageCostCopy(rates: SendMoneyRates, copy: SendMoneyCopy, locale: string, dateLocale = locale) {
  const { worldBank } = rates;
  const percent = formatPercent(worldBank.averageCostPercent, locale);
  const amount = worldBank.sentAmount;
  return {
    heading: fill(copy.comparison.heading, { percent }),
    explanation: fill(copy.comparison.explanation, {
      region: worldBank.region,
      quarter: worldBank.quarter,
      amount: formatMinorUnits(toMinorUnits(amount.amount, amount.currency), amount.currency, locale),
      percent,
      target: formatPercent(worldBank.sdgTargetPercent, locale),
    }),
    illustrative: fill(copy.illustrative, { date: formatLongDate(rates.setOn, dateLocale) }),
    sourceNote: fill(copy.sourceNote, {
      title: worldBank.source.title,
      date: formatLongDate(worldBank.source.checkedOn, dateLocale),
    }),
  };
}
