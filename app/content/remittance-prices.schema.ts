/**
 * Build-time schema of the World Bank figures the calculator compares with (D22): every figure has
 * its quarter and its source, and none may be older than `maxAgeMonths` when the site is built.
 */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const quarter = z.string().regex(/^\d{4}-Q[1-4]$/, "a quarter such as 2025-Q3");
const percent = z.number().positive().max(100);

/** The last day of a quarter such as "2025-Q3", at midnight UTC. */
export function quarterEnd(value: string): Date {
  const [year, q] = value.split("-Q").map(Number);
  return new Date(Date.UTC(year!, q! * 3, 0));
}

export function monthsBetween(earlier: Date, later: Date): number {
  return (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 + later.getUTCMonth() - earlier.getUTCMonth();
}

export const remittancePricesSchema = z
  .strictObject({
    /** A figure older than this, counted from the end of its quarter, fails the build. */
    maxAgeMonths: z.number().int().positive(),
    sources: z.record(
      z.string(),
      z.strictObject({
        publisher: text,
        title: text,
        url: z.url({ protocol: /^https$/ }),
        licence: text,
        licenceUrl: z.url({ protocol: /^https$/ }),
        /** What each figure is the cost of sending: the World Bank's basket. */
        basket: z.strictObject({ amount: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }),
        /** Where the figures were read, for whoever checks them next. */
        readFrom: text,
        checkedOn: z.iso.date(),
      }),
    ),
    /** The average total cost (fees and exchange-rate margin) on a sender-to-receiver corridor. */
    corridors: z.array(
      z.strictObject({ from: z.string(), to: z.string(), quarter, averageCostPercent: percent, source: z.string() }),
    ),
    regions: z.array(z.strictObject({ id: z.string(), quarter, averageCostPercent: percent, source: z.string() })),
    /** The UN's Sustainable Development Goal 10.c: remittances costing at most this. */
    sdgTargetPercent: percent,
  })
  .superRefine((prices, context) => {
    const today = new Date();
    const figures = [
      ...prices.corridors.map((figure, index) => ({ figure, path: ["corridors", index] })),
      ...prices.regions.map((figure, index) => ({ figure, path: ["regions", index] })),
    ];
    for (const { figure, path } of figures) {
      if (!Object.hasOwn(prices.sources, figure.source))
        context.addIssue({ code: "custom", path: [...path, "source"], message: `no source "${figure.source}"` });
      const age = monthsBetween(quarterEnd(figure.quarter), today);
      if (age > prices.maxAgeMonths)
        context.addIssue({
          code: "custom",
          path: [...path, "quarter"],
          message: `${figure.quarter} is ${age} months old, over ${prices.maxAgeMonths}: check the World Bank's latest figures`,
        });
    }
  });

export type RemittancePrices = z.infer<typeof remittancePricesSchema>;
