/** A language and its addresses: English at today's, others under /<code> (D19). Small enough for any bundle. */
export type Direction = "ltr" | "rtl";

export type Language = {
  code: string;
  autonym: string;
  englishName: string;
  dir: Direction;
  locale: string;
  dateLocale?: string;
  openGraphLocale: string;
  numberingSystem: string;
};

/** The Intl locale of the language's numbers and currencies, its digits included ("ar-EG-u-nu-latn"). */
export function numberLocale(language: Pick<Language, "locale" | "numberingSystem">): string {
  return `${language.locale}-u-nu-${language.numberingSystem}`;
}

export function dateLocale(language: Pick<Language, "locale" | "dateLocale" | "numberingSystem">): string {
  return `${language.dateLocale ?? language.locale}-u-nu-${language.numberingSystem}`;
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
