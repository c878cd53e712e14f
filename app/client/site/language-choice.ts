/** The language switcher's decisions, for the site script (and its unit tests). */

/**
 * The site language the browser prefers, when it is not the page's own: the first of
 * `preferences` (navigator.languages, "fr-CA" counting as "fr") that the site offers.
 */
export function suggestedLanguage(
  preferences: readonly string[],
  offered: readonly string[],
  current: string,
): string | undefined {
  const codes = preferences.map((tag) => tag.toLowerCase().split("-")[0] ?? "");
  const first = codes.find((code) => code === current || offered.includes(code));
  return first === current ? undefined : first;
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
