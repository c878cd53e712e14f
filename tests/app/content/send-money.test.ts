import { describe, expect, it } from "vitest";
import { sendMoneyRates } from "#app/content/send-money.ts";
import { sendMoneyRatesSchema } from "#app/content/send-money.schema.ts";

function problems(rates: unknown): string[] {
  const result = sendMoneyRatesSchema.safeParse(rates);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the send-money rates' build check", () => {
  it("passes the content as it is", () => {
    expect(problems(sendMoneyRates)).toEqual([]);
  });

  it("refuses a missing or repeated corridor", () => {
    const [, ...withoutFirst] = sendMoneyRates.corridors;
    expect(problems({ ...sendMoneyRates, corridors: withoutFirst })).toContain("gb→ng appears 0 times");
    const repeated = [...sendMoneyRates.corridors, sendMoneyRates.corridors[0]];
    expect(problems({ ...sendMoneyRates, corridors: repeated })).toContain("gb→ng appears 2 times");
  });

  it("refuses a fee under the spec's 1%, a rate with too many decimals and a limit under the typical amount", () => {
    const [first, ...rest] = sendMoneyRates.corridors;
    expect(problems({ ...sendMoneyRates, corridors: [{ ...first, feePercent: 0.5 }, ...rest] })).not.toEqual([]);
    expect(problems({ ...sendMoneyRates, corridors: [{ ...first, rate: 1.1234567 }, ...rest] })).toEqual([
      "a plain decimal with at most 6 decimals",
    ]);
    const [source, ...sources] = sendMoneyRates.sources;
    expect(problems({ ...sendMoneyRates, sources: [{ ...source, maximumAmount: 100 }, ...sources] })).toEqual([
      "minimumAmount ≤ typicalAmount ≤ maximumAmount",
    ]);
  });

  it("keeps the spec's $10,000 limit per transaction for dollars", () => {
    expect(sendMoneyRates.sources.find((source) => source.currency === "USD")?.maximumAmount).toBe(10_000);
  });
});
