import manropeUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import cairoArabicLettersUrl from "#app/assets/fonts/cairo-arabic-letters.woff2?url";

/**
 * The one font file a language's pages load, preloaded in their <head>: Manrope, or on Arabic
 * pages Cairo cut to the Arabic letters (their Latin text takes Manrope's metric-matched
 * fallback). app.css sets the families for the same languages (`:root[lang="ar"]`), so no other
 * page loads Cairo and Arabic pages never load Manrope (docs/decisions/016, 018).
 */
const scriptTypefaces: Readonly<Record<string, string>> = { ar: cairoArabicLettersUrl };

export function firstPaintTypeface(languageCode: string): string {
  return scriptTypefaces[languageCode] ?? manropeUrl;
}
