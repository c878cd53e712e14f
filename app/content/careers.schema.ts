import { z } from "zod";
import { iconCardSchema, iconCardSection, text } from "#app/content/common.schema.ts";

export const careersSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    buttonLabel: text,
  }),
  statsLabel: text,
  /** The spec's two: team members and countries. */
  stats: z.array(z.strictObject({ value: text, label: text })).length(2),
  values: iconCardSection(4, iconCardSchema),
  benefits: iconCardSection(6, iconCardSchema),
  openings: z.strictObject({
    heading: text,
    noOpeningsMessage: text,
    talentPool: z.strictObject({
      heading: text,
      text,
      buttonLabel: text,
      writeToUs: text,
      /** The visitor replaces its placeholder with their role. */
      mailSubject: text,
    }),
  }),
});

export type CareersContent = z.infer<typeof careersSchema>;
