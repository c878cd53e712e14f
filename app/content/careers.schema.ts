/** Build-time schema of the Careers page copy in app/content/careers.ts. */
import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";

const text = z.string().trim().min(1);

const iconCardSchema = z.strictObject({ icon: iconSchema, title: text, text });

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
  values: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(iconCardSchema).length(4),
  }),
  benefits: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(iconCardSchema).length(6),
  }),
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
export type CareersIconCard = CareersContent["values"]["items"][number];
