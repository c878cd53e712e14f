import cairoArabicUrl from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";

/**
 * The font file each language's pages need beyond Manrope, preloaded in their <head> only. The
 * family that uses it is set for the same language in app.css (`:root[lang="ar"]`), so other pages
 * neither preload nor load it (docs/decisions/016).
 */
const scriptTypefaces: Readonly<Record<string, string>> = { ar: cairoArabicUrl };

export function typefaceFor(languageCode: string): string | undefined {
  return scriptTypefaces[languageCode];
}
