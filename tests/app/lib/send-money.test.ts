import { describe, expect, it } from "vitest";
import { remittancePrices as prices } from "#app/content/remittance-prices.ts";
import { sendMoneyMessages as messages, sendMoneyRates as rates } from "#app/content/send-money.ts";
import {
  allRoutes,
  amountMessage,
  averageOf,
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
 * rounded up): our fee and what the recipient gets, in minor units.
 */
const expected: [from: string, to: string, fee: number, received: number][] = [
  ["gb", "ng", 200, 40590000],
  ["gb", "gh", 250, 387100],
  ["gb", "ke", 200, 3274920],
  ["gb", "sn", 300, 148735],
  ["gb", "za", 250, 458200],
  ["us", "ng", 200, 31887900],
  ["us", "gh", 250, 305138],
  ["us", "ke", 200, 2558160],
  ["us", "sn", 300, 118594],
  ["us", "za", 250, 358463],
  ["eu", "ng", 200, 34155000],
  ["eu", "gh", 250, 327850],
  ["eu", "ke", 200, 2742300],
  ["eu", "sn", 200, 129879],
  ["eu", "za", 250, 384138],
  ["ca", "ng", 250, 28462500],
  ["ca", "gh", 313, 272791],
  ["ca", "ke", 313, 2278610],
  ["ca", "sn", 375, 105888],
  ["ca", "za", 313, 319697],
  ["ae", "ng", 938, 32468781],
  ["ae", "gh", 1125, 310275],
  ["ae", "ke", 938, 2603279],
  ["ae", "sn", 1313, 120773],
  ["ae", "za", 1125, 364943],
];

describe("every corridor", () => {
  it("is listed here, as the content has them", () => {
    expect(allRoutes(rates).map((each) => [each.source.id, each.destination.id])).toEqual(
      expected.map(([from, to]) => [from, to]),
    );
  });

  it.each(expected)("%s→%s at the typical amount", (from, to, fee, received) => {
    const corridor = route(from, to);
    const amount = toMinorUnits(corridor.source.typicalAmount, corridor.source.currency);
    expect(quote(corridor, amount)).toEqual({ sent: amount, fee, received });
  });

  it("costs nothing and delivers nothing at zero, at our fee and at the average", () => {
    for (const each of allRoutes(rates)) {
      const average = averageOf(prices, each);
      const zero = quote(each, 0, average);
      expect([zero.fee, zero.received, zero.average?.fee ?? 0, zero.average?.received ?? 0]).toEqual([0, 0, 0, 0]);
    }
  });
});

describe("the comparison with the route's own World Bank average (D22)", () => {
  it("UK to Nigeria, £200, worked out by hand against the corridor's 1.96% in Q3 2025", () => {
    const corridor = route("gb", "ng");
    const average = averageOf(prices, corridor);
    expect(average).toEqual({ from: "gb", to: "ng", quarter: "2025-Q3", averageCostPercent: 1.96, source: "rpw54" });
    // Our fee: 1% of £200.00 = £2.00; £198.00 × 2,050 = ₦405,900.00.
    // At the average: 1.96% of £200.00 = £3.92; £196.08 × 2,050 = ₦401,964.00; ₦3,936.00 more with ours.
    expect(quote(corridor, 20_000, average)).toEqual({
      sent: 20_000,
      fee: 200,
      received: 40_590_000,
      average: { ...average, fee: 392, received: 40_196_400 },
    });
    const shown = quoteFigures(corridor, quote(corridor, 20_000, average), messages, "en");
    expect(Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, plain(value)]))).toEqual({
      fee: "£2.00 (1%)",
      rate: "£1.00 = ₦2,050.00",
      received: "₦405,900.00",
      arrives: "Within minutes",
      average: "World Bank average cost, Q3 2025: 1.96%",
      averageFee: "£3.92",
      averageReceived: "₦401,964.00",
      difference: "₦3,936.00 more with our fee",
      averageNote: "",
    });
  });

  it("US to Nigeria, $200, worked out by hand against the corridor's 2.72%", () => {
    const corridor = route("us", "ng");
    const average = averageOf(prices, corridor);
    // At the average: 2.72% of $200.00 = $5.44; $194.56 × 1,610.5 = ₦313,338.88; ours $198.00 × 1,610.5 = ₦318,879.00.
    expect(quote(corridor, 20_000, average).average).toMatchObject({ fee: 544, received: 31_333_888 });
    expect(quote(corridor, 20_000, average).received).toBe(31_887_900);
    expect(plain(quoteFigures(corridor, quote(corridor, 20_000, average), messages, "en").difference)).toBe(
      "₦5,540.12 more with our fee",
    );
  });

  it("never compares a route with another's average: none for Senegal, the euro area or the UAE, and it says so", () => {
    for (const [from, to] of [
      ["gb", "sn"],
      ["ca", "za"],
      ["ae", "ng"],
      ["eu", "ng"],
    ] as const) {
      const corridor = route(from, to);
      expect(averageOf(prices, corridor)).toBeUndefined();
      const shown = quoteFigures(corridor, quote(corridor, 20_000), messages, "en");
      expect([shown.average, shown.averageFee, shown.averageReceived, shown.difference]).toEqual(["", "", "", ""]);
      expect(shown.averageNote).toBe(from === "eu" ? messages.noAverageBySender.eu : messages.noAverage);
    }
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
