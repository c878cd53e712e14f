/** Build-time schema of the About page copy in app/content/about.ts. */
import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";

const text = z.string().trim().min(1);

const iconCardSchema = z.strictObject({ icon: iconSchema, title: text, text });
const figureSchema = z.strictObject({ value: text, label: text });

export const aboutSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  /** Accessible name of the statistics band. */
  statsLabel: text,
  story: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(2).max(3),
  }),
  mission: z.strictObject({ heading: text, text }),
  vision: z.strictObject({ heading: text, text }),
  values: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(iconCardSchema).length(7),
  }),
  differentiators: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(iconCardSchema).length(6),
  }),
  /** The spec fixes three figures: countries, hidden fees, support hours. */
  stats: z.array(figureSchema).length(3),
  companyFacts: z.strictObject({
    heading: text,
    items: z.array(figureSchema).length(3),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
export type AboutIconCard = AboutContent["values"]["items"][number];
export type AboutFigure = AboutContent["companyFacts"]["items"][number];
