/** Build-time schema of a language's app/content/locales/<code>/language.json. */
import { z } from "zod";

const review = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("source") }),
  z.strictObject({ status: z.literal("unreviewed"), translator: z.string().min(1) }),
  z.strictObject({
    status: z.literal("reviewed"),
    translator: z.string().min(1),
    /** A native speaker who read the whole language through. */
    reviewer: z.string().min(1),
    reviewedOn: z.iso.date(),
  }),
]);

export const languageSchema = z.strictObject({
  /** Also the folder name and the address prefix (/fr). */
  code: z.string().regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/, "must be a language tag such as fr, sw or pcm"),
  autonym: z.string().min(1),
  englishName: z.string().min(1),
  dir: z.enum(["ltr", "rtl"]),
  locale: z.string().min(2),
  /** The Intl locale for dates, when it differs (English pages write "January 15, 2024"). */
  dateLocale: z.string().min(2).optional(),
  openGraphLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, "must look like fr_FR"),
  /** Arabic pages use latn (docs/decisions/015). */
  numberingSystem: z.enum(["latn", "arab", "arabext"]),
  review,
});

export type LanguageFile = z.infer<typeof languageSchema>;
