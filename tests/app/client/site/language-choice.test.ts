import { describe, expect, it } from "vitest";
import { carriedAddress, suggestedLanguage } from "#app/client/site/language-choice.ts";

describe("the switcher's decisions", () => {
  const english = { code: "en", region: "NG" };
  const pidgin = { code: "pcm", region: "NG" };

  it("suggests the first of the browser's languages the site has, unless it is the page's", () => {
    expect(suggestedLanguage(["de-DE", "fr-CA", "en"], ["fr", "ar"], english)).toBe("fr");
    expect(suggestedLanguage(["en-GB", "fr"], ["fr", "ar"], english)).toBeUndefined();
    expect(suggestedLanguage(["de"], ["fr", "ar"], english)).toBeUndefined();
    expect(suggestedLanguage(["ar-EG"], ["en", "fr"], { code: "fr", region: "FR" })).toBeUndefined();
  });

  it("offers a phone set to Hausa the Hausa page, and never nags a Nigerian phone set to English", () => {
    const offered = ["en", "ha", "yo", "ig", "pcm"];
    expect(suggestedLanguage(["ha-NG", "en-US"], offered, english)).toBe("ha");
    expect(suggestedLanguage(["ha"], offered, pidgin)).toBe("ha");
    expect(suggestedLanguage(["en-NG", "yo"], offered, english)).toBeUndefined();
    expect(suggestedLanguage(["en-NG", "yo"], offered, pidgin)).toBeUndefined();
    expect(suggestedLanguage(["en-Latn-NG"], offered, { code: "yo", region: "NG" })).toBeUndefined();
    expect(suggestedLanguage(["en-GB"], offered, pidgin)).toBe("en");
    expect(suggestedLanguage(["en-NG"], offered, { code: "fr", region: "FR" })).toBe("en");
  });

  it("carries the query, and a fragment unless it names a heading of the article's text", () => {
    const section = { closest: () => null } as unknown as Element;
    const heading = { closest: () => ({}) } as unknown as Element;
    const byId = (id: string) => ({ contact: section, "a-heading": heading })[id] ?? null;
    expect(carriedAddress("https://s.example/fr/support", { search: "?priority=urgent", hash: "#contact" }, byId)).toBe(
      "https://s.example/fr/support?priority=urgent#contact",
    );
    expect(carriedAddress("https://s.example/fr/blog/x", { search: "", hash: "#a-heading" }, byId)).toBe(
      "https://s.example/fr/blog/x",
    );
    expect(carriedAddress("https://s.example/fr/products", { search: "?tab=businesses", hash: "" }, byId)).toBe(
      "https://s.example/fr/products?tab=businesses",
    );
  });
});
