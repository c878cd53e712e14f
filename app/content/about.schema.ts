import { z } from "zod";
import { iconCardSchema, iconCardSection, text } from "#app/content/common.schema.ts";

const figureSchema = z.strictObject({ value: text, label: text });

export const aboutSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  statsLabel: text,
  story: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(2).max(3),
  }),
  mission: z.strictObject({ heading: text, text }),
  vision: z.strictObject({ heading: text, text }),
  values: iconCardSection(7, iconCardSchema),
  differentiators: iconCardSection(6, iconCardSchema),
  /** The spec's three: countries, hidden fees, support hours. */
  stats: z.array(figureSchema).length(3),
  companyFacts: z.strictObject({
    heading: text,
    items: z.array(figureSchema).length(3),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
