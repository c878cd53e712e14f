import manropeUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import cairoArabicLettersUrl from "#app/assets/fonts/cairo-arabic-letters.woff2?url";

/**
 * The writing system a language is written in (an ISO 15924 code such as Latn or Arab), from the
 * locale data every runtime carries: a new language needs no code, only its folder.
 */
export function writingSystemOf(languageCode: string): string {
  return new Intl.Locale(languageCode).maximize().script ?? "Latn";
}

/**
 * The one font file a page loads, preloaded in its <head>, by writing system: Manrope for Latin,
 * Cairo cut to the Arabic letters for Arabic (whose Latin text takes Manrope's metric-matched
 * fallback). app.css sets the families by the same attribute, `<html data-script>`, so no Latin
 * page loads Cairo and Arabic pages never load Manrope (docs/decisions/016, 018).
 */
const typefaces: Readonly<Record<string, string>> = { Latn: manropeUrl, Arab: cairoArabicLettersUrl };

export function firstPaintTypeface(languageCode: string): string {
  return typefaces[writingSystemOf(languageCode)] ?? manropeUrl;
}
