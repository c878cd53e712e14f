import { afterEach, describe, expect, it, vi } from "vitest";
import type * as FeesModule from "#app/content/fees.ts";

afterEach(() => {
  vi.doUnmock("#app/content/fees.ts");
  vi.resetModules();
});

/** The site's modules loaded afresh over a fee schedule changed as `change` says. */
async function siteWith(change: (schedule: typeof FeesModule.feeSchedule) => typeof FeesModule.feeSchedule) {
  vi.resetModules();
  vi.doMock("#app/content/fees.ts", async (importOriginal) => {
    const actual = await importOriginal<typeof FeesModule>();
    return { ...actual, feeSchedule: change(actual.feeSchedule) };
  });
  const { localizedModule } = await import("#app/lib/i18n/content.server.ts");
  const { feeTables } = await import("#app/lib/fee-schedule.ts");
  const { routeOf, quote } = await import("#app/lib/send-money.ts");
  return { localizedModule, feeTables, routeOf, quote };
}

const faqAnswers = (faq: Array<{ entries: Array<{ answer: string[] }> }>) =>
  faq.flatMap((category) => category.entries.flatMap((entry) => entry.answer)).join("\n");

describe("every fee and limit the site states comes from the fee schedule (D23)", () => {
  it("as it is: the FAQ, the fee page and the calculator agree on 1% and $10,000", async () => {
    const { localizedModule, feeTables, routeOf, quote } = await siteWith((schedule) => schedule);
    const answers = faqAnswers(localizedModule("faq", "en"));
    expect(answers).toContain("International transfer fees start from 1%.");
    expect(answers).toContain("up to US$10,000 per transaction and up to US$50,000 per month");
    const tables = feeTables(localizedModule("fees", "en"), localizedModule("sendMoney", "en").rates, "en-NG");
    expect(tables.transfers[1]?.cells[1]).toBe("1% to 1.75%, by route");
    expect(tables.limits.map((row) => row.cells[1])).toEqual(["US$10,000", "US$50,000"]);
    const route = routeOf(localizedModule("sendMoney", "en").rates, "gb", "ng")!;
    expect(quote(route, 20_000).fee).toBe(200);
  });

  it("changed once, every page follows: fees up half a point, the limit to $12,000", async () => {
    const { localizedModule, feeTables, routeOf, quote } = await siteWith((schedule) => ({
      ...schedule,
      internationalTransfers: schedule.internationalTransfers.map((route) => ({
        ...route,
        feePercent: route.feePercent + 0.5,
      })),
      limits: { ...schedule.limits, perTransaction: 12_000 },
    }));
    const answers = faqAnswers(localizedModule("faq", "en"));
    expect(answers).toContain("International transfer fees start from 1.5%.");
    expect(answers).toContain("up to US$12,000 per transaction");
    expect(localizedModule("pages", "en")["/"].description).toContain("fees from 1.5%");
    const rates = localizedModule("sendMoney", "en").rates;
    const tables = feeTables(localizedModule("fees", "en"), rates, "en-NG");
    expect(tables.transfers[1]?.cells[1]).toBe("1.5% to 2.25%, by route");
    expect(tables.international[0]?.cells.slice(1)).toEqual(["1.5%", "£3.00 on £200.00"]);
    expect(tables.limits[0]?.cells[1]).toBe("US$12,000");
    // The calculator: 1.5% of £200.00 is £3.00, and dollars may now go up to the new limit.
    expect(quote(routeOf(rates, "gb", "ng")!, 20_000).fee).toBe(300);
    expect(rates.sources.find((source) => source.currency === "USD")?.maximumAmount).toBe(12_000);
  });

  it("writes the figures each language's way", async () => {
    const { localizedModule } = await siteWith((schedule) => schedule);
    const french = faqAnswers(localizedModule("faq", "fr"));
    expect(french).toMatch(/1\u00a0%/);
    expect(french).toMatch(/10\u202f000/);
  });
});
