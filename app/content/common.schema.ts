import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";

export const text = z.string().trim().min(1);

export const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Ids are kebab-case");

export const iconCardSchema = z.strictObject({ icon: iconSchema, title: text, text });

export function iconCardSection<Card extends z.ZodType>(count: number, card: Card) {
  return z.strictObject({ heading: text, intro: text, items: z.array(card).length(count) });
}
