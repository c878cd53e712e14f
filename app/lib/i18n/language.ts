/**
 * What the pages know of a language, and its addresses: English at today's addresses, every other
 * language under /<code> (D19). Plain code, small enough for any bundle.
 */
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

/** The Intl locale of the language's dates, its digits included. */
export function dateLocale(language: Pick<Language, "locale" | "dateLocale" | "numberingSystem">): string {
  return `${language.dateLocale ?? language.locale}-u-nu-${language.numberingSystem}`;
}

/**
 * The writing system a language is written in (an ISO 15924 code such as Latn or Arab), from the
 * locale data every runtime carries: it picks the page's typeface, so a new language needs no code.
 */
export function writingSystemOf(languageCode: string): string {
  return new Intl.Locale(languageCode).maximize().script ?? "Latn";
}

/** The language of today's addresses and the x-default of every page. */
export const defaultLanguage = "en";

/** `href` (a site path, maybe with ?query or #fragment) as it is written in the language `code`. */
export function localizeHref(href: string, code: string): string {
  if (code === defaultLanguage || !href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return `/${code}${path === "/" ? "" : path}${rest}`;
}

/** The language whose prefix starts `pathname`, among `codes`; English otherwise. */
export function languageOfPath(pathname: string, codes: readonly string[]): string {
  const first = pathname.split("/")[1] ?? "";
  return codes.includes(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The English address of a page of any language: "/fr/support" → "/support". */
export function unlocalizedPath(pathname: string, codes: readonly string[]): string {
  const code = languageOfPath(pathname, codes);
  if (code === defaultLanguage) return pathname;
  return pathname.slice(code.length + 1) || "/";
}
