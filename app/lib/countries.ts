/**
 * The waitlist's country lists: the first countries in their order, then the rest by name. Names
 * come from Intl.DisplayNames at prerendering, so a translation needs no list of its own.
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
