/** The home page's illustrative figures; computed amounts use app/lib/minor-units.ts. */
import { currencyDisplay } from "#app/lib/minor-units.ts";

export type Money = { amount: number; currency: "NGN" | "USD" };

/** English pages format money for Nigeria. */
const defaultLocale = "en-NG";

// Naira amounts are shown in whole naira, as Nigerian banks show balances; dollars keep cents.
const fractionDigits = { NGN: { maximumFractionDigits: 0 }, USD: {} };

export function formatMoney({ amount, currency }: Money, locale = defaultLocale): string {
  return new Intl.NumberFormat(locale, { ...currencyDisplay(currency), ...fractionDigits[currency] }).format(amount);
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
