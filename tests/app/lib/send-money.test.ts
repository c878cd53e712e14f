import { describe, expect, it } from "vitest";
import { sendMoneyMessages as messages, sendMoneyRates as rates } from "#app/content/send-money.ts";
import {
  allRoutes,
  amountMessage,
  checkAmount,
  convert,
  percentageOf,
  quote,
  quoteFigures,
  routeOf,
  toMinorUnits,
  type SendRoute,
} from "#app/lib/send-money.ts";

const plain = (text: string) => text.replace(/\s/g, " ");

function route(from: string, to: string): SendRoute {
  const found = routeOf(rates, from, to);
  if (!found) throw new Error(`no route ${from}→${to}`);
  return found;
}

describe("percentageOf and convert round by the one rule", () => {
  it("takes a percentage to the nearest minor unit, a half up", () => {
    expect(percentageOf(20_000, 1)).toBe(200);
    expect(percentageOf(20_000, 8.37)).toBe(1674);
    expect(percentageOf(25_000, 1.25)).toBe(313); // 312.5
    expect(percentageOf(149, 1)).toBe(1); // 1.49
    expect(percentageOf(150, 1)).toBe(2); // 1.5
    expect(percentageOf(0, 1.25)).toBe(0);
  });

  it("converts between currencies with different minor units", () => {
    expect(convert(19_800, 2050, "GBP", "NGN")).toBe(40_590_000);
    expect(convert(19_800, 755, "GBP", "XOF")).toBe(149_490);
    expect(convert(1, 655.957, "EUR", "XOF")).toBe(7); // 6.55957
    expect(convert(5, 0.1, "USD", "USD")).toBe(1); // 0.5
    expect(convert(4, 0.1, "USD", "USD")).toBe(0); // 0.4
    expect(convert(0, 2050, "GBP", "NGN")).toBe(0);
  });

  it("stays exact at the largest amounts", () => {
    // $10,000 at 1,610.5: NGN 16,105,000.00, which a binary fraction cannot be trusted with.
    expect(convert(1_000_000, 1610.5, "USD", "NGN")).toBe(1_610_500_000);
    expect(convert(3_650_000, 438.4, "AED", "NGN")).toBe(1_600_160_000);
  });
});

/**
 * Every corridor at its sender's typical amount, worked out by hand (decimal arithmetic, halves
 * rounded up): fee, what the recipient gets, and both at the World Bank's 8.37%, in minor units.
 */
const expected: [
  from: string,
  to: string,
  fee: number,
  received: number,
  averageFee: number,
  averageReceived: number,
][] = [
  ["gb", "ng", 200, 40590000, 1674, 37568300],
  ["gb", "gh", 250, 387100, 1674, 359190],
  ["gb", "ke", 200, 3274920, 1674, 3031120],
  ["gb", "sn", 300, 148735, 1674, 138361],
  ["gb", "za", 250, 458200, 1674, 425163],
  ["us", "ng", 200, 31887900, 1674, 29514023],
  ["us", "gh", 250, 305138, 1674, 283137],
  ["us", "ke", 200, 2558160, 1674, 2367719],
  ["us", "sn", 300, 118594, 1674, 110323],
  ["us", "za", 250, 358463, 1674, 332617],
  ["eu", "ng", 200, 34155000, 1674, 31612350],
  ["eu", "gh", 250, 327850, 1674, 304212],
  ["eu", "ke", 200, 2742300, 1674, 2538151],
  ["eu", "sn", 200, 129879, 1674, 120211],
  ["eu", "za", 250, 384138, 1674, 356441],
  ["ca", "ng", 250, 28462500, 2093, 26343050],
  ["ca", "gh", 313, 272791, 2093, 253122],
  ["ca", "ke", 313, 2278610, 2093, 2114316],
  ["ca", "sn", 375, 105888, 2093, 98500],
  ["ca", "za", 313, 319697, 2093, 296646],
  ["ae", "ng", 938, 32468781, 6278, 30127725],
  ["ae", "gh", 1125, 310275, 6278, 288632],
  ["ae", "ke", 938, 2603279, 6278, 2415578],
  ["ae", "sn", 1313, 120773, 6278, 112635],
  ["ae", "za", 1125, 364943, 6278, 339487],
];

describe("every corridor", () => {
  it("is listed here, as the content has them", () => {
    expect(allRoutes(rates).map((each) => [each.source.id, each.destination.id])).toEqual(
      expected.map(([from, to]) => [from, to]),
    );
  });

  it.each(expected)("%s→%s at the typical amount", (from, to, fee, received, averageFee, averageReceived) => {
    const corridor = route(from, to);
    const amount = toMinorUnits(corridor.source.typicalAmount, corridor.source.currency);
    expect(quote(corridor, amount, rates.worldBank.averageCostPercent)).toEqual({
      sent: amount,
      fee,
      received,
      averageFee,
      averageReceived,
    });
  });

  it("costs nothing and delivers nothing at zero", () => {
    for (const each of allRoutes(rates))
      expect(quote(each, 0, rates.worldBank.averageCostPercent)).toEqual({
        sent: 0,
        fee: 0,
        received: 0,
        averageFee: 0,
        averageReceived: 0,
      });
  });

  it("shows the figures a visitor reads", () => {
    const corridor = route("gb", "ng");
    const shown = quoteFigures(corridor, quote(corridor, 20_000, 8.37), messages, "en");
    expect(Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, plain(value)]))).toEqual({
      fee: "£2.00 (1%)",
      rate: "£1.00 = ₦2,050.00",
      received: "₦405,900.00",
      arrives: "Within minutes",
      averageFee: "£16.74",
      averageReceived: "₦375,683.00",
    });
  });
});

describe("checkAmount: limits and bad input", () => {
  it("accepts each sender's minimum and maximum and refuses just beyond them", () => {
    for (const source of rates.sources) {
      const corridor = route(source.id, "ng");
      const atMost = String(source.maximumAmount);
      expect(checkAmount(atMost, source, "en")).toEqual({
        ok: true,
        minor: toMinorUnits(source.maximumAmount, source.currency),
      });
      expect(checkAmount(`${atMost}.01`, source, "en")).toEqual({ ok: false, problem: "overLimit" });
      expect(checkAmount(String(source.minimumAmount), corridor.source, "en").ok).toBe(true);
      expect(checkAmount(String(source.minimumAmount - 0.01), source, "en")).toEqual({
        ok: false,
        problem: "belowMinimum",
      });
    }
  });

  it("holds the spec's limit of $10,000 per transaction", () => {
    const dollars = route("us", "ng").source;
    expect(checkAmount("10,000", dollars, "en").ok).toBe(true);
    expect(checkAmount("10,000.01", dollars, "en")).toEqual({ ok: false, problem: "overLimit" });
  });

  it("refuses zero as below the minimum", () => {
    expect(checkAmount("0", route("gb", "ng").source, "en")).toEqual({ ok: false, problem: "belowMinimum" });
  });

  it("names the limit and the currency in its messages", () => {
    const pounds = route("gb", "ng").source;
    expect(plain(amountMessage("overLimit", pounds, messages, "en"))).toBe(
      "The most you can send in one transfer is £7,500.00.",
    );
    expect(plain(amountMessage("belowMinimum", pounds, messages, "en"))).toBe(
      "The smallest amount you can send is £1.00.",
    );
    expect(amountMessage("tooManyDecimals", pounds, messages, "en")).toBe(
      "Amounts in GBP have at most 2 decimal places.",
    );
    expect(amountMessage("empty", pounds, messages, "en")).toBe(messages.problems.empty);
  });
});
