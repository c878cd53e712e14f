import { describe, expect, it } from "vitest";
import {
  divideRoundingHalfUp,
  formatExchangeRate,
  formatMinorUnits,
  formatPercent,
  minorUnitDigits,
  parseAmount,
  scaledInteger,
} from "#app/lib/minor-units.ts";

/** Intl separates symbol and figures with no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("divideRoundingHalfUp: the one rounding rule", () => {
  it.each([
    [5n, 2n, 3n], // 2.5: a half goes up
    [3n, 2n, 2n], // 1.5
    [1n, 2n, 1n], // 0.5
    [5n, 4n, 1n], // 1.25 goes down
    [7n, 4n, 2n], // 1.75 goes up
    [1n, 3n, 0n],
    [0n, 7n, 0n],
    [10n, 5n, 2n],
  ])("%i ÷ %i → %i", (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe("minor units", () => {
  it("follow ISO 4217: two digits for pounds and naira, none for CFA francs", () => {
    expect(minorUnitDigits("GBP")).toBe(2);
    expect(minorUnitDigits("NGN")).toBe(2);
    expect(minorUnitDigits("XOF")).toBe(0);
  });

  it("scaledInteger writes a content decimal as a whole count", () => {
    expect(scaledInteger(2050.5, 6)).toBe(2_050_500_000n);
    expect(scaledInteger(655.957, 6)).toBe(655_957_000n);
    expect(scaledInteger(8.37, 2)).toBe(837n);
    expect(() => scaledInteger(1.2345678, 6)).toThrow(RangeError);
  });
});

describe("formatting with Intl, for the locale passed in", () => {
  it("writes minor units as the currency's amount", () => {
    expect(plain(formatMinorUnits(40_590_050, "NGN", "en"))).toBe("₦405,900.50");
    expect(plain(formatMinorUnits(7, "GBP", "en"))).toBe("£0.07");
    expect(plain(formatMinorUnits(0, "USD", "en"))).toBe("$0.00");
    expect(plain(formatMinorUnits(148_735, "XOF", "en"))).toBe("F CFA 148,735");
    expect(plain(formatMinorUnits(123_456, "EUR", "fr"))).toBe("1 234,56 €");
  });

  it("writes a rate with two to four decimals, and a percentage", () => {
    expect(plain(formatExchangeRate(655.957, "EUR", "XOF", "en"))).toBe("€1.00 = F CFA 655.957");
    expect(plain(formatExchangeRate(2050, "GBP", "NGN", "en"))).toBe("£1.00 = ₦2,050.00");
    expect(formatPercent(8.37, "en")).toBe("8.37%");
    expect(formatPercent(1, "en")).toBe("1%");
  });
});

describe("parseAmount", () => {
  it.each([
    ["200", 20_000],
    [" 200 ", 20_000],
    ["1,250.50", 125_050],
    ["1,250.5", 125_050],
    ["200.500", 20_050],
    [".5", 50],
    ["0", 0],
    ["0.00", 0],
  ])("reads %j as %i minor units", (typed, minor) => {
    expect(parseAmount(typed, "GBP", "en")).toEqual({ ok: true, minor });
  });

  it("reads the locale's own marks", () => {
    expect(parseAmount("1 250,50", "EUR", "fr")).toEqual({ ok: true, minor: 125_050 });
    expect(parseAmount("1.250,50", "EUR", "de")).toEqual({ ok: true, minor: 125_050 });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["-5", "negative"],
    ["−5", "negative"],
    ["abc", "notANumber"],
    ["12a", "notANumber"],
    ["£200", "notANumber"],
    ["1.2.3", "notANumber"],
    [".", "notANumber"],
    // A European decimal comma on an English page is refused, never read as 15,050.
    ["150,50", "notANumber"],
    ["1e3", "notANumber"],
    ["200.123", "tooManyDecimals"],
  ])("refuses %j: %s", (typed, problem) => {
    expect(parseAmount(typed, "GBP", "en")).toEqual({ ok: false, problem });
  });

  it("allows no decimals in a currency without minor units", () => {
    expect(parseAmount("10.5", "XOF", "en")).toEqual({ ok: false, problem: "tooManyDecimals" });
    expect(parseAmount("10", "XOF", "en")).toEqual({ ok: true, minor: 10 });
  });
});
