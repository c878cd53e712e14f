import { describe, expect, it } from "vitest";
import { carriedAddress, suggestedLanguage } from "#app/client/site/language-choice.ts";

describe("the switcher's decisions", () => {
  it("suggests the first of the browser's languages the site has, unless it is the page's", () => {
    expect(suggestedLanguage(["de-DE", "fr-CA", "en"], ["fr", "ar"], "en")).toBe("fr");
    expect(suggestedLanguage(["en-GB", "fr"], ["fr", "ar"], "en")).toBeUndefined();
    expect(suggestedLanguage(["de"], ["fr", "ar"], "en")).toBeUndefined();
    expect(suggestedLanguage(["ar-EG"], ["en", "fr"], "fr")).toBeUndefined();
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
