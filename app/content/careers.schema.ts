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
    buttonLabel: z.literal("View Open Positions"),
  }),
  /** Accessible name of the team figures. */
  statsLabel: text,
  /** Fixed by the spec: 50+ team members in 12 countries. */
  stats: z.tuple([
    z.strictObject({
      value: z.literal("50+"),
      label: z.literal("Team members"),
    }),
    z.strictObject({ value: z.literal("12"), label: z.literal("Countries") }),
  ]),
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
      buttonLabel: z.literal("Join Our Talent Pool"),
      /** Shown before the careers address, for visitors who would rather write directly. */
      writeToUs: text,
      /** Pre-filled e-mail subject; the visitor replaces the placeholder with their role. */
      mailSubject: z.string().startsWith("Talent Pool: "),
    }),
  }),
});

export type CareersContent = z.infer<typeof careersSchema>;
export type CareersIconCard = CareersContent["values"]["items"][number];
