/** A language and its addresses: English at today's, others under /<code> (D19). Small enough for any bundle. */
export type Direction = "ltr" | "rtl";

export type Language = {
  code: string;
  autonym: string;
  englishName: string;
  dir: Direction;
  locale: string;
  numberLocale?: string;
  dateLocale?: string;
  regionNamesLocale?: string;
  openGraphLocale: string;
  numberingSystem: string;
};

/** The Intl locale of the language's numbers and currencies, its digits included ("ar-EG-u-nu-latn"). */
export function numberLocale(language: Pick<Language, "locale" | "numberLocale" | "numberingSystem">): string {
  return `${language.numberLocale ?? language.locale}-u-nu-${language.numberingSystem}`;
}

export function dateLocale(language: Pick<Language, "locale" | "dateLocale" | "numberingSystem">): string {
  return `${language.dateLocale ?? language.locale}-u-nu-${language.numberingSystem}`;
}

/** ISO 15924 (Latn, Arab), from Intl's locale data: it picks the typeface, so a new language needs no code. */
export function writingSystemOf(languageCode: string): string {
  return new Intl.Locale(languageCode).maximize().script ?? "Latn";
}

export const defaultLanguage = "en";

export function localizeHref(href: string, code: string): string {
  if (code === defaultLanguage || !href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return `/${code}${path === "/" ? "" : path}${rest}`;
}

export function languageOfPath(pathname: string, codes: readonly string[]): string {
  const first = pathname.split("/")[1] ?? "";
  return codes.includes(first) && first !== defaultLanguage ? first : defaultLanguage;
}

export function unlocalizedPath(pathname: string, codes: readonly string[]): string {
  const code = languageOfPath(pathname, codes);
  if (code === defaultLanguage) return pathname;
  return pathname.slice(code.length + 1) || "/";
}
