/**
 * Build-time schema of the Support page FAQ in app/content/faq.ts: four categories with the
 * names and question counts the spec fixes, plain-text answers and unique kebab-case ids.
 */
import { z } from "zod";

const text = z.string().trim().min(1);

export const faqEntrySchema = z.strictObject({
  /** Kebab-case and unique across the whole FAQ; usable as an anchor id. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "FAQ ids are kebab-case"),
  question: text.endsWith("?"),
  answer: z.array(text.refine((p) => !/[*_`#]|\]\(/.test(p), "Answers are plain text, not Markdown")).min(1),
});

function category<Id extends string, Name extends string>(id: Id, name: Name, count: number) {
  return z.strictObject({
    id: z.literal(id),
    name: z.literal(name),
    entries: z.array(faqEntrySchema).length(count),
  });
}

export const faqSchema = z
  .tuple([
    category("account-management", "Account Management", 4),
    category("transfers-payments", "Transfers & Payments", 4),
    category("fees-charges", "Fees & Charges", 3),
    category("security-privacy", "Security & Privacy", 3),
  ])
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
export type FaqCategoryId = FaqCategory["id"];
export type FaqEntry = z.infer<typeof faqEntrySchema>;
