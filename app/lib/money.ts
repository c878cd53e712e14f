/**
 * The home page's illustrative persona figures. Amounts that are computed (the send-money
 * calculator) are held in integer minor units instead: app/lib/minor-units.ts.
 */
export type Money = { amount: number; currency: "NGN" | "USD" };

// Naira amounts are shown in whole naira, as Nigerian banks show balances; dollars keep cents.
const formatters = {
  NGN: new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 }),
  USD: new Intl.NumberFormat("en-NG", { style: "currency", currency: "USD" }),
};

/** "₦2,450,000", formatted for en-NG. */
export function formatMoney({ amount, currency }: Money): string {
  return formatters[currency].format(amount);
}

/** An exchange rate to two decimals: "₦760.50". */
export function formatRate(rate: number, quote: Money["currency"]): string {
  return new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: quote,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate);
}

/** Share of a goal reached, as a whole percentage. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
