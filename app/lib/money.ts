/**
 * The home page's illustrative persona figures. Amounts that are computed (the send-money
 * calculator) are held in integer minor units instead: app/lib/minor-units.ts.
 */
import { currencyDisplay } from "#app/lib/minor-units.ts";

export type Money = { amount: number; currency: "NGN" | "USD" };

/** English pages format money for Nigeria; other languages pass their own locale (app/lib/i18n/language.ts). */
const defaultLocale = "en-NG";

// Naira amounts are shown in whole naira, as Nigerian banks show balances; dollars keep cents.
const fractionDigits = { NGN: { maximumFractionDigits: 0 }, USD: {} };

/** "₦2,450,000", formatted for en-NG unless another locale is given. */
export function formatMoney({ amount, currency }: Money, locale = defaultLocale): string {
  return new Intl.NumberFormat(locale, { ...currencyDisplay(currency), ...fractionDigits[currency] }).format(amount);
}

/** Share of a goal reached, as a whole percentage. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
