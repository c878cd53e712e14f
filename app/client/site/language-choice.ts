/** The first of navigator.languages ("fr-CA" counting as "fr") that the site offers, unless it is the page's own. */
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
