import { describe, expect, it } from "vitest";
import { dateLocale, languageOfPath, localizeHref, numberLocale, unlocalizedPath } from "#app/lib/i18n/language.ts";
import { baseRouteId, languageRoutes } from "#app/lib/i18n/language-routes.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/money.ts";
import { languageAlternates } from "#app/lib/seo.ts";

describe("localizeHref", () => {
  it("puts a site path under the language's prefix, query and fragment kept", () => {
    expect(localizeHref("/", "fr")).toBe("/fr");
    expect(localizeHref("/support", "ar")).toBe("/ar/support");
    expect(localizeHref("/products?tab=businesses", "pt")).toBe("/pt/products?tab=businesses");
    expect(localizeHref("/support?priority=urgent#contact", "sw")).toBe("/sw/support?priority=urgent#contact");
    expect(localizeHref("/?x=1", "fr")).toBe("/fr?x=1");
  });

  it("leaves English, fragments, other sites and mail links alone", () => {
    expect(localizeHref("/about", "en")).toBe("/about");
    expect(localizeHref("#contact", "fr")).toBe("#contact");
    expect(localizeHref("https://x.com/sankofa", "fr")).toBe("https://x.com/sankofa");
    expect(localizeHref("//cdn.example/a.js", "fr")).toBe("//cdn.example/a.js");
    expect(localizeHref("mailto:hello@sankofa.example", "fr")).toBe("mailto:hello@sankofa.example");
  });

  it("is undone by unlocalizedPath and read back by languageOfPath", () => {
    const codes = ["en", "fr", "ar"];
    for (const path of ["/", "/about", "/blog/a-slug", "/legal/privacy"])
      for (const code of codes) {
        expect(unlocalizedPath(localizeHref(path, code), codes)).toBe(path);
        expect(languageOfPath(localizeHref(path, code), codes)).toBe(code);
      }
    expect(languageOfPath("/french/page", codes)).toBe("en");
  });
});

describe("languageRoutes", () => {
  const table = [
    { index: true, file: "routes/home/home.tsx" },
    { path: "about", file: "routes/about/about.tsx" },
    { path: "blog", file: "routes/placeholder.tsx", id: "blog" },
  ];

  it("copies every route under each language but English, ids suffixed with the code", () => {
    expect(languageRoutes(table, ["en", "fr", "sw"])).toEqual([
      { index: undefined, path: "fr", file: "routes/home/home.tsx", id: "routes/home/home.fr", children: undefined },
      {
        index: undefined,
        path: "fr/about",
        file: "routes/about/about.tsx",
        id: "routes/about/about.fr",
        children: undefined,
      },
      { index: undefined, path: "fr/blog", file: "routes/placeholder.tsx", id: "blog.fr", children: undefined },
      { index: undefined, path: "sw", file: "routes/home/home.tsx", id: "routes/home/home.sw", children: undefined },
      {
        index: undefined,
        path: "sw/about",
        file: "routes/about/about.tsx",
        id: "routes/about/about.sw",
        children: undefined,
      },
      { index: undefined, path: "sw/blog", file: "routes/placeholder.tsx", id: "blog.sw", children: undefined },
    ]);
    expect(languageRoutes(table, ["en"])).toEqual([]);
    expect(baseRouteId("blog.fr")).toBe("blog");
    expect(baseRouteId("routes/home/home")).toBe("routes/home/home");
  });
});

describe("languageAlternates", () => {
  it("links every language's address and English as x-default", () => {
    const links = languageAlternates("/support", [{ code: "en" }, { code: "fr" }, { code: "ar" }]);
    expect(
      links.map((link) => link as { hrefLang: string; href: string }).map((link) => [link.hrefLang, link.href]),
    ).toEqual([
      ["en", "https://sankofa.example/support"],
      ["fr", "https://sankofa.example/fr/support"],
      ["ar", "https://sankofa.example/ar/support"],
      ["x-default", "https://sankofa.example/support"],
    ]);
    expect(languageAlternates("/support", [{ code: "en" }])).toEqual([]);
  });
});

describe("Intl with the language's locale", () => {
  it("writes dates and money each language's way, Arabic with Latin digits", () => {
    const arabic = { locale: "ar-EG", numberingSystem: "latn" };
    expect(formatLongDate("2024-01-15", dateLocale({ ...arabic }))).toMatch(/15/);
    expect(formatLongDate("2024-01-15", dateLocale({ locale: "fr-FR", numberingSystem: "latn" }))).toBe(
      "15 janvier 2024",
    );
    expect(formatLongDate("2024-01-15")).toBe("January 15, 2024");
    expect(formatMoney({ amount: 2450000, currency: "NGN" }, numberLocale(arabic))).toMatch(
      /2,450,000|2٬450٬000|2 450 000/,
    );
    expect(formatMoney({ amount: 2450000, currency: "NGN" }, numberLocale(arabic))).not.toMatch(/[٠-٩]/);
    expect(formatMoney({ amount: 2450000, currency: "NGN" })).toBe("₦2,450,000");
  });
});
