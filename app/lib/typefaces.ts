import interLatinUrl from "#app/assets/fonts/inter-latin-letters.woff2?url";
import cairoArabicLettersUrl from "#app/assets/fonts/cairo-arabic-letters.woff2?url";
import { writingSystemOf } from "#app/lib/i18n/language.ts";

/**
 * The one font file a page loads, preloaded in its <head>, by writing system: Inter cut to the
 * Latin the site writes (Hausa's hooked letters, Yoruba's and Igbo's dotted and tone-marked vowels
 * and the naira sign with it) for Latin, Cairo cut to the Arabic letters for Arabic (whose Latin
 * text takes Inter's metric-matched fallback). app.css sets the families by the same attribute,
 * `<html data-script>`, so no Latin page loads Cairo and Arabic pages never load Inter
 * (docs/decisions/016, 018, 026).
 */
const typefaces: Readonly<Record<string, string>> = { Latn: interLatinUrl, Arab: cairoArabicLettersUrl };

export function firstPaintTypeface(languageCode: string): string {
  return typefaces[writingSystemOf(languageCode)] ?? interLatinUrl;
}
