/** Build-time schema of the Careers page copy in app/content/careers.ts. */
import { z } from "zod";
import { iconCardSchema, iconCardSection, text } from "#app/content/common.schema.ts";

export const careersSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    buttonLabel: text,
  }),
  /** Accessible name of the team figures. */
  statsLabel: text,
  /** The spec fixes two figures: team members and countries. */
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
      /** Shown before the careers address, for visitors who would rather write directly. */
      writeToUs: text,
      /** Pre-filled e-mail subject; the visitor replaces the placeholder with their role. */
      mailSubject: text,
    }),
  }),
});

export type CareersContent = z.infer<typeof careersSchema>;
