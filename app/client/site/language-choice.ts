import { defaultLanguage } from "#app/lib/i18n/language.ts";

/**
 * The first of navigator.languages ("fr-CA" counting as "fr") that the site offers, unless it is
 * the page's own. A phone set to English in the region of the page's language is not offered it:
 * most Nigerian phones say en-NG, and their owner reading Hausa or Pidgin chose it (docs/decisions/026).
 */
export function suggestedLanguage(
  preferences: readonly string[],
  offered: readonly string[],
  page: { code: string; region: string },
): string | undefined {
  for (const tag of preferences) {
    const code = tag.toLowerCase().split("-")[0] ?? "";
    if (code === page.code) return undefined;
    if (!offered.includes(code)) continue;
    const region = tag.split("-").find((part, index) => index > 0 && /^([A-Za-z]{2}|\d{3})$/.test(part));
    return code === defaultLanguage && region?.toUpperCase() === page.region ? undefined : code;
  }
  return undefined;
}

/**
 * ?tab= and a fragment naming a section (#contact) mean the same in every language; a fragment
 * inside an article's text (.prose) names a heading whose id is made from its words.
 */
export function carriedAddress(
  href: string,
  page: { search: string; hash: string },
  elementById: (id: string) => Element | null,
): string {
  const url = new URL(href);
  url.search = page.search;
  const id = decodeURIComponent(page.hash.slice(1));
  const element = id ? elementById(id) : null;
  url.hash = element && !element.closest(".prose") ? page.hash : "";
  return url.href;
}
