import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countryCodes, firstCountries } from "#app/content/countries.ts";
import { waitlist } from "#app/content/waitlist.ts";
import { countryList } from "#app/lib/countries.ts";

describe("the waitlist's words and countries", () => {
  it("says how to leave the list, as the privacy policy does", () => {
    const policy = readFileSync("app/content/legal/privacy.md", "utf8");
    expect(waitlist.leaveTheList).toContain("“{subject}”");
    expect(policy).toContain("with the subject “{{waitlistLeaveSubject}}”");
    expect(waitlist.leaveTheList).toContain("within 30 days");
    expect(policy).toContain("within 30 days");
  });

  it("lists every ISO code once: the first countries in order, then the rest by their name", () => {
    const { first, rest } = countryList("residence");
    expect(first.map(({ code }) => code)).toEqual(firstCountries.residence);
    expect(first[0]).toEqual({ code: "NG", name: "Nigeria" });
    expect(new Set([...first, ...rest].map(({ code }) => code))).toEqual(new Set(countryCodes));
    const names = rest.map(({ name }) => name);
    expect(names).toEqual(names.toSorted(new Intl.Collator("en").compare));
  });

  it("names the countries in another language through Intl, with no list of its own", () => {
    expect(
      countryList("residence", { locale: "fr" })
        .first.slice(0, 3)
        .map(({ name }) => name),
    ).toEqual(["Nigeria", "Royaume-Uni", "États-Unis"]);
  });
});
