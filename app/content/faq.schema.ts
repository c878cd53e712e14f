import { z } from "zod";
import { kebabId, text } from "#app/content/common.schema.ts";

export const faqEntrySchema = z.strictObject({
  id: kebabId,
  question: text.endsWith("?"),
  answer: z.array(text.refine((p) => !/[*_`#]|\]\(/.test(p), "Answers are plain text, not Markdown")).min(1),
});

function category(count: number) {
  return z.strictObject({ id: kebabId, name: text, entries: z.array(faqEntrySchema).length(count) });
}

export const faqSchema = z
  .tuple([category(4), category(4), category(3), category(3)])
  .superRefine((categories, ctx) => {
    const seen = new Set<string>();
    categories.forEach((cat, c) => {
      cat.entries.forEach((entry, e) => {
        if (seen.has(entry.id)) {
          ctx.addIssue({
            code: "custom",
            path: [c, "entries", e, "id"],
            message: `Duplicate FAQ id "${entry.id}"`,
          });
        }
        seen.add(entry.id);
      });
    });
  });

export type FaqCategories = z.infer<typeof faqSchema>;
export type FaqCategory = FaqCategories[number];
