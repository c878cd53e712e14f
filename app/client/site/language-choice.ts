/** The language switcher's decisions, for the site script (and its unit tests). */

import { defaultLanguage } from "#app/lib/i18n/language.ts";

/**
 * The site language the browser prefers, when it is not the page's own: the first of
 * `preferences` (navigator.languages, the list the browser sends as Accept-Language; "fr-CA"
 * counting as "fr") that the site offers. A phone set to the site's default language in the
 * region of the page's language is not offered it: most Nigerian phones say en-NG, and their owner
 * reading Hausa or Pidgin chose it (docs/decisions/026).
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
 * The switcher link's address with the page's query and fragment: ?tab= means the same in every
 * language, and so does a fragment naming an element of the frame or a section (#contact); a
 * fragment inside an article's text (.prose) names a heading whose id is made from its words.
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
