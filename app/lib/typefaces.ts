import manropeUrl from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import cairoArabicLettersUrl from "#app/assets/fonts/cairo-arabic-letters.woff2?url";

/** ISO 15924 (Latn, Arab), from Intl's locale data: a new language needs no code. */
export function writingSystemOf(languageCode: string): string {
  return new Intl.Locale(languageCode).maximize().script ?? "Latn";
}

/**
 * The one font file a page preloads; app.css picks the families by the same `<html data-script>`,
 * so no page loads two (docs/decisions/018).
 */
const typefaces: Readonly<Record<string, string>> = { Latn: manropeUrl, Arab: cairoArabicLettersUrl };

export function firstPaintTypeface(languageCode: string): string {
  return typefaces[writingSystemOf(languageCode)] ?? manropeUrl;
}
