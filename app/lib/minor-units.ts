/**
 * The calculator's money is integer minor units, never binary fractions. One rounding rule: to the
 * nearest minor unit, a half up (every amount is positive: ROUND_HALF_UP). Products are BigInt, so
 * no step loses a digit (docs/decisions/013).
 */

export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The one rule; both operands non-negative. */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** A decimal written with at most `scale` decimals, as a whole count of 10^-scale: (2050.5, 6) → 2050500000n. */
export function scaledInteger(value: number, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match || (match[2]?.length ?? 0) > scale)
    throw new RangeError(`${value} is not a decimal with at most ${scale} decimals`);
  return BigInt(match[1]! + (match[2] ?? "").padEnd(scale, "0"));
}

/** An amount in minor units, written the way Intl reads it exactly: (40590050, "NGN") → "405900.50". */
function decimalString(minor: number, currency: string): `${number}` {
  const digits = minorUnitDigits(currency);
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(-digits)}` : "";
  return `${minor < 0 ? "-" : ""}${whole}${fraction}` as `${number}`;
}

/** The one rule for every amount of a page (docs/decisions/025): the naira as "₦" in every language, as the copy writes it; others by the locale's symbol. */
export function currencyDisplay(
  currency: string,
): Pick<Intl.NumberFormatOptions, "style" | "currency" | "currencyDisplay"> {
  return { style: "currency", currency, currencyDisplay: currency === "NGN" ? "narrowSymbol" : "symbol" };
}

export function formatMinorUnits(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, currencyDisplay(currency)).format(decimalString(minor, currency));
}

export function formatExchangeRate(rate: number, from: string, to: string, locale: string): string {
  const one = new Intl.NumberFormat(locale, currencyDisplay(from)).format(1);
  const quote = new Intl.NumberFormat(locale, {
    ...currencyDisplay(to),
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(rate);
  return `${one} = ${quote}`;
}

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}

export type AmountProblem = "empty" | "negative" | "notANumber" | "tooManyDecimals";
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

function numberMarks(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    group: parts.find((part) => part.type === "group")?.value ?? ",",
  };
}

/**
 * Read as `locale` writes numbers. Grouping marks count only between groups of three digits, so
 * "150,50" typed on an English page is refused, not read as 15,050.
 */
export function parseAmount(typed: string, currency: string, locale: string): ParsedAmount {
  const { decimal, group } = numberMarks(locale);
  const text = typed.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (/^[-\u2212\u2012\u2013]/.test(text)) return { ok: false, problem: "negative" };
  const [whole = "", fraction = "", ...rest] = text.replace(/\s/g, "").split(decimal);
  const groupMark = group.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wholeIsNumber = /^\d*$/.test(whole) || new RegExp(`^\\d{1,3}(?:${groupMark}\\d{3})+$`).test(whole);
  if (rest.length > 0 || !wholeIsNumber || !/^\d*$/.test(fraction) || whole + fraction === "")
    return { ok: false, problem: "notANumber" };
  const significant = fraction.replace(/0+$/, "");
  const digits = minorUnitDigits(currency);
  if (significant.length > digits) return { ok: false, problem: "tooManyDecimals" };
  // Beyond 15 digits a number is far over any limit; it only needs to compare as large.
  return { ok: true, minor: Number((whole.replaceAll(group, "") || "0") + significant.padEnd(digits, "0")) };
}
