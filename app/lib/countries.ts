/**
 * The waitlist's country lists: the first countries in their order, then the rest by name. Names
 * come from Intl.DisplayNames at prerendering, so a translation needs no list of its own, except for
 * those its copy names itself (regionNaming in app/lib/i18n/content.server.ts).
 */
import { countryCodes, firstCountries, type CountryCode } from "#app/content/countries.ts";

export type CountryOption = { code: CountryCode; name: string };
export type CountryList = { first: CountryOption[]; rest: CountryOption[] };

/** Where a language's country names come from: an Intl locale, and the names its copy writes. */
export type RegionNaming = { locale: string; names?: Readonly<Partial<Record<string, string>>> };

export function countryList(list: keyof typeof firstCountries, naming: RegionNaming = { locale: "en" }): CountryList {
  const intlNames = new Intl.DisplayNames([naming.locale], { type: "region" });
  const option = (code: CountryCode): CountryOption => ({
    code,
    name: naming.names?.[code] ?? intlNames.of(code) ?? code,
  });
  const first: readonly CountryCode[] = firstCountries[list];
  const collator = new Intl.Collator(naming.locale);
  const rest = countryCodes
    .filter((code) => !first.includes(code))
    .map(option)
    .toSorted((a, b) => collator.compare(a.name, b.name));
  return { first: first.map(option), rest };
}
