/**
 * The waitlist's country lists in a given language: the first countries in their own order, then
 * every other one by its name in that language. Names come from Intl.DisplayNames, so a
 * translation of the site (issue 11) names every country without a list of its own; they are
 * worked out when the page is prerendered, never in the browser.
 */
import { countryCodes, firstCountries, type CountryCode } from "#app/content/countries.ts";

export type CountryOption = { code: CountryCode; name: string };
export type CountryList = { first: CountryOption[]; rest: CountryOption[] };

export function countryList(list: keyof typeof firstCountries, locale = "en"): CountryList {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const option = (code: CountryCode): CountryOption => ({ code, name: names.of(code) ?? code });
  const first: readonly CountryCode[] = firstCountries[list];
  const collator = new Intl.Collator(locale);
  const rest = countryCodes
    .filter((code) => !first.includes(code))
    .map(option)
    .toSorted((a, b) => collator.compare(a.name, b.name));
  return { first: first.map(option), rest };
}
