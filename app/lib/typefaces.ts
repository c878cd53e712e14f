import interLatinUrl from "#app/assets/fonts/inter-latin-letters.woff2?url";
import cairoArabicLettersUrl from "#app/assets/fonts/cairo-arabic-letters.woff2?url";
import { writingSystemOf } from "#app/lib/i18n/language.ts";

/**
 * The one font file a page preloads, by writing system: Inter cut to the Latin the site writes, or
 * Cairo cut to the Arabic letters. app.css picks the families by the same `<html data-script>`, so no
 * page loads two (docs/decisions/018, 026).
 */
const typefaces: Readonly<Record<string, string>> = { Latn: interLatinUrl, Arab: cairoArabicLettersUrl };

export function firstPaintTypeface(languageCode: string): string {
  return typefaces[writingSystemOf(languageCode)] ?? interLatinUrl;
}
