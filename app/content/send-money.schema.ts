import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { remittancePricesSchema } from "#app/content/remittance-prices.schema.ts";

const decimals = (digits: number) =>
  z.number().refine((value) => new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`).test(String(value)), {
    message: `a plain decimal with at most ${digits} decimals`,
  });

const currencyCode = z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code such as GBP");
const countryId = z.string().regex(/^[a-z]{2}$/, "a two-letter lower-case id");

/** Amounts in whole units of the source's currency. */
const sourceSchema = z
  .strictObject({
    id: countryId,
    name: text,
    currency: currencyCode,
    /** The amount the table without JavaScript shows and the calculator starts with. */
    typicalAmount: decimals(2).positive(),
    minimumAmount: decimals(2).positive(),
    /** Spec (FAQ): up to $10,000 per transaction; other currencies keep under its equivalent. */
    maximumAmount: decimals(2).positive(),
  })
  .refine((source) => source.minimumAmount <= source.typicalAmount && source.typicalAmount <= source.maximumAmount, {
    message: "minimumAmount ≤ typicalAmount ≤ maximumAmount",
  });

const destinationSchema = z.strictObject({ id: countryId, name: text, currency: currencyCode });

const speedSchema = z.enum(["minutes", "hours", "day"]);

const corridorSchema = z.strictObject({
  from: countryId,
  to: countryId,
  /** Units of the destination's currency for one unit of the source's. */
  rate: decimals(6).positive(),
  /** Spec (FAQ): international transfer fees from 1%; never above the SDG target of 3%. */
  feePercent: decimals(2).min(1).max(3),
  arrives: speedSchema,
});

export const sendMoneyRatesSchema = z
  .strictObject({
    /** The day these illustrative rates and fees were set (they are not live quotes). */
    setOn: z.iso.date(),
    sources: z.array(sourceSchema).min(1),
    destinations: z.array(destinationSchema).min(1),
    corridors: z.array(corridorSchema),
  })
  .superRefine((rates, context) => {
    // Every source to every destination, exactly once.
    for (const source of rates.sources)
      for (const destination of rates.destinations) {
        const count = rates.corridors.filter((c) => c.from === source.id && c.to === destination.id).length;
        if (count !== 1)
          context.addIssue({
            code: "custom",
            path: ["corridors"],
            message: `${source.id}→${destination.id} appears ${count} times`,
          });
      }
    if (rates.corridors.length !== rates.sources.length * rates.destinations.length)
      context.addIssue({ code: "custom", path: ["corridors"], message: "a corridor names an unknown country" });
  });

const problemMessages = z.strictObject({
  empty: text,
  negative: text,
  notANumber: text,
  tooManyDecimals: text,
  belowMinimum: text,
  overLimit: text,
});

export const sendMoneyMessagesSchema = z.strictObject({
  speeds: z.record(speedSchema, text),
  /** The route's World Bank average: `{quarter}`, `{percent}`. */
  average: text.includes("{quarter}").includes("{percent}"),
  /** A quarter as the language writes it: "Q3 2025", "3e trimestre 2025". */
  quarters: z.strictObject({ q1: text, q2: text, q3: text, q4: text }),
  /** Beside the route's World Bank average: `{amount}` more or less for the recipient with our fee. */
  difference: z.strictObject({ more: text, less: text, same: text }),
  /** When the World Bank publishes no average for the route, or, by sender, why not. */
  noAverage: text,
  noAverageBySender: z.record(countryId, text),
  /** Read by screen readers when the result changes; `{received}`, `{fee}`, `{arrives}`. */
  summary: text,
  problems: problemMessages,
});

export const sendMoneyCopySchema = z.strictObject({
  heading: text,
  intro: text,
  fields: z.strictObject({ from: text, to: text, amount: text }),
  results: z.strictObject({ fee: text, rate: text, received: text, arrives: text }),
  comparison: z.strictObject({
    heading: text,
    fee: text,
    received: text,
    difference: text,
    explanation: text.includes("{basket}").includes("{target}"),
    region: text.includes("{region}").includes("{percent}").includes("{quarter}"),
  }),
  messages: sendMoneyMessagesSchema,
  table: z.strictObject({
    caption: text,
    /** Heads each sender's rows: `{from}`, `{amount}`. */
    group: text,
    to: text,
    fee: text,
    rate: text,
    received: text,
    average: text,
    averageValue: text.includes("{percent}").includes("{quarter}"),
    notPublished: text,
    arrives: text,
  }),
  illustrative: text,
  sourceNote: text.includes("{title}").includes("{date}"),
  regions: z.record(z.string(), text),
});

export type SendMoneyRates = z.infer<typeof sendMoneyRatesSchema>;
export type SendMoneyCopy = z.infer<typeof sendMoneyCopySchema>;
export type SendMoneyMessages = z.infer<typeof sendMoneyMessagesSchema>;
export type SendSource = SendMoneyRates["sources"][number];
export type SendDestination = SendMoneyRates["destinations"][number];
export type Corridor = SendMoneyRates["corridors"][number];
export type AmountMessageKey = keyof SendMoneyMessages["problems"];

export const sendMoneySchema = z.strictObject({
  copy: sendMoneyCopySchema,
  rates: sendMoneyRatesSchema,
  prices: remittancePricesSchema,
});
