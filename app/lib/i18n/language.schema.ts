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
  /**
   * The Intl locale for numbers and currencies, when browsers lack the language's own: the
   * calculator formats in the browser, and Chromium has no ha, yo, ig or pcm data (it formats them
   * as en-US, "NGN 2,450,000.00"), so those write en-NG's "₦2,450,000.00" on every side.
   */
  numberLocale: z.string().min(2).optional(),
  /** The Intl locale for dates, when it differs (English pages write "January 15, 2024"). */
  dateLocale: z.string().min(2).optional(),
  /** Country names' Intl locale, when the language's own are not how its copy writes them (Pidgin writes English names). */
  regionNamesLocale: z.string().min(2).optional(),
  openGraphLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, "must look like fr_FR"),
  /**
   * The letters beyond English's, capitals and combining tone marks included, in NFC: the face is
   * cut to include them whether or not the copy uses them yet, and a browser test checks each is drawn.
   */
  letters: z
    .string()
    .refine((letters) => letters === letters.normalize("NFC"), "must be in Unicode NFC")
    .optional(),
  /** A letter that looks like an apostrophe, Hausa's ʼ (U+02BC): the build refuses ’ or ' in its place (scripts/lib/text-form.ts). */
  letterApostrophe: z.string().length(1).optional(),
  /** Arabic pages use latn (docs/decisions/015). */
  numberingSystem: z.enum(["latn", "arab", "arabext"]),
  review,
});

export type LanguageFile = z.infer<typeof languageSchema>;
