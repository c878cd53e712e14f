/** Build-time schema of a language's app/content/locales/<code>/language.json. */
import { z } from "zod";

const review = z.discriminatedUnion("status", [
  /** English is the source every other language is translated from. */
  z.strictObject({ status: z.literal("source") }),
  /** Translated, and no native speaker has read it through yet. */
  z.strictObject({ status: z.literal("unreviewed"), translator: z.string().min(1) }),
  z.strictObject({
    status: z.literal("reviewed"),
    translator: z.string().min(1),
    /** The native speaker who read the whole language through, and when. */
    reviewer: z.string().min(1),
    reviewedOn: z.iso.date(),
  }),
]);

export const languageSchema = z.strictObject({
  /** BCP 47 language tag; also the folder name and the address prefix (/fr). */
  code: z.string().regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/, "must be a language tag such as fr, sw or pcm"),
  /** The language named in itself, as the switcher shows it: "Français". */
  autonym: z.string().min(1),
  englishName: z.string().min(1),
  dir: z.enum(["ltr", "rtl"]),
  /** The language's Intl locale: "fr-FR", "ar-EG". Numbers, dates and country names use it unless told otherwise. */
  locale: z.string().min(2),
  /**
   * The Intl locale for numbers and currencies, when browsers lack the language's own: the
   * calculator formats in the browser, and Chromium has no ha, yo, ig or pcm data (it formats them
   * as en-US, "NGN 2,450,000.00"), so those write en-NG's "₦2,450,000.00" on every side.
   */
  numberLocale: z.string().min(2).optional(),
  /** The Intl locale for dates, when it differs (English pages write "January 15, 2024"). */
  dateLocale: z.string().min(2).optional(),
  /**
   * The Intl locale for country names, when the language's own are not how its copy writes them
   * (Pidgin writes English names; CLDR's are tone-marked). A place the copy names keeps the copy's name.
   */
  regionNamesLocale: z.string().min(2).optional(),
  /** Open Graph's og:locale: "fr_FR". */
  openGraphLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, "must look like fr_FR"),
  /**
   * The language's letters beyond English's, capitals too, and the combining tone marks it sets on
   * letters that have no precomposed form, as NFC stores them: the site's face is cut to include
   * them whether or not the copy uses them yet, and a browser test checks the face draws each one.
   */
  letters: z
    .string()
    .refine((letters) => letters === letters.normalize("NFC"), "must be in Unicode NFC")
    .optional(),
  /**
   * The apostrophe that is a letter of the language, Hausa's glottal ʼ (U+02BC): the build refuses
   * ’ or ' standing in for it (scripts/lib/text-form.ts). Without it, U+02BC is refused.
   */
  letterApostrophe: z.string().length(1).optional(),
  /** Unicode numbering system for Intl; Arabic pages use latn (docs/decisions/015-languages.md). */
  numberingSystem: z.enum(["latn", "arab", "arabext"]),
  review,
});

export type LanguageFile = z.infer<typeof languageSchema>;
