/** Build-time schema of the fee schedule in app/content/fees.ts. */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const countryId = z.string().regex(/^[a-z]{2}$/);
/** Fees in whole naira; a charge the site calls free must be 0. */
const naira = z.number().int().min(0);

export const feeScheduleSchema = z
  .strictObject({
    /** Sankofa takes no money yet: every value is an example, and the page says so. */
    illustrative: z.literal(true),
    setOn: z.iso.date(),
    nextReviewOn: z.iso.date(),
    accountOpening: naira,
    monthlyMaintenance: naira,
    localTransfer: naira,
    virtualCard: naira,
    /** Spec (FAQ): international transfers from 1%; never above the UN's 3% target. */
    internationalTransfers: z
      .array(z.strictObject({ from: countryId, to: countryId, feePercent: z.number().min(1).max(3) }))
      .min(1),
    /** Spec (FAQ): for verified accounts, in US dollars. */
    limits: z.strictObject({
      currency: z.literal("USD"),
      perTransaction: z.number().int().positive(),
      perMonth: z.number().int().positive(),
    }),
  })
  .refine((fees) => fees.setOn < fees.nextReviewOn, { message: "nextReviewOn must come after setOn" })
  .refine((fees) => fees.limits.perTransaction <= fees.limits.perMonth, {
    message: "the monthly limit must cover one transaction",
  });

/** The words of the fee page; the figures come from the schedule. */
export const feesCopySchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
  illustrative: text.includes("{setOn}").includes("{nextReviewOn}"),
  free: text,
  sections: z.strictObject({
    account: z.strictObject({
      heading: text,
      opening: text,
      maintenance: text,
      virtualCard: text,
    }),
    transfers: z.strictObject({
      heading: text,
      local: text,
      international: text,
      internationalRange: text.includes("{lowest}").includes("{highest}"),
      intro: text,
    }),
    international: z.strictObject({
      caption: text,
      route: text,
      routeName: text.includes("{from}").includes("{to}"),
      fee: text,
      exampleHeading: text,
      example: text.includes("{fee}").includes("{amount}"),
    }),
    limits: z.strictObject({ heading: text, intro: text, perTransaction: text, perMonth: text }),
    processing: z.strictObject({
      heading: text,
      intro: text,
      fundingLabel: text,
      domestic: text,
      international: text,
      funding: text,
    }),
  }),
  table: z.strictObject({ item: text, fee: text, limit: text, time: text }),
  hiddenFees: text,
});

export const feesSchema = z.strictObject({ schedule: feeScheduleSchema, copy: feesCopySchema });
