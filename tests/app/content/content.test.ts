import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { about } from "#app/content/about.ts";
import { aboutSchema } from "#app/content/about.schema.ts";
import { authors } from "#app/content/authors.ts";
import { authorsSchema } from "#app/content/authors.schema.ts";
import { careers } from "#app/content/careers.ts";
import { careersSchema } from "#app/content/careers.schema.ts";
import { faqCategories } from "#app/content/faq.ts";
import { faqSchema } from "#app/content/faq.schema.ts";
import { home } from "#app/content/home.ts";
import { homeSchema } from "#app/content/home.schema.ts";
import { footerNavigation, headerActions, primaryNavigation } from "#app/content/navigation.ts";
import { navigationSchema } from "#app/content/navigation.schema.ts";
import { pageMeta, pages } from "#app/content/pages.ts";
import { pagesSchema } from "#app/content/pages.schema.ts";
import { placeholderIn, placeholders } from "#app/content/placeholders.ts";
import { placeholdersSchema } from "#app/content/placeholders.schema.ts";
import { parseProductTab, products, productTabKeys } from "#app/content/products.ts";
import { productsSchema } from "#app/content/products.schema.ts";
import { security } from "#app/content/security.ts";
import { securitySchema } from "#app/content/security.schema.ts";
import { contentModules, contentProblems, validateContent } from "#app/content/validate.ts";
import { site } from "#app/site.config.ts";
import { siteConfigSchema } from "#app/site.config.schema.ts";

// Icons are components (functions/objects), so broken copies are built with spreads, not structuredClone.

/** Replaces item `index` of `items` with `patch(item)`; the patch may break the item's type. */
function withItem<T, U>(items: readonly T[], index: number, patch: (item: T) => U): (T | U)[] {
  return items.map((item, i) => (i === index ? patch(item) : item));
}

describe("validateContent", () => {
  it("accepts all content", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("registers every content module and every module schema, found on disk", async () => {
    const files = [...readdirSync("app/content").map((file) => `app/content/${file}`), "app/site.config.ts"];
    const schemaFiles = [...files.filter((file) => file.endsWith(".schema.ts")), "app/site.config.schema.ts"];
    // A file that a schema imports is one of its parts (icon names, tab keys, shared field rules).
    const parts = new Set(
      schemaFiles.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/from "#app\/(content\/[\w.-]+\.ts)"/g)].map(
          (match) => `app/${match[1]}`,
        ),
      ),
    );
    const registered = new Set<unknown>(contentModules.map((module) => module.schema));
    for (const file of schemaFiles) {
      if (parts.has(file)) continue;
      const exported = Object.values(await import(`#${file.replace(/^app\//, "app/")}`));
      expect(
        exported.some((value) => registered.has(value)),
        `${file} is no registered module's schema`,
      ).toBe(true);
    }
    const paths = new Set(contentModules.map((module) => module.path));
    const dataFiles = files.filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".schema.ts") && !/\/(registry|validate)\.ts$/.test(file),
    );
    for (const file of dataFiles)
      expect(paths.has(file) || parts.has(file), `${file} is in no registry entry`).toBe(true);
  });

  it("reports each problem as module › issue path: message, collecting all of them", () => {
    const brokenHome = {
      ...home,
      testimonials: {
        ...home.testimonials,
        items: withItem(home.testimonials.items, 2, (t) => ({ ...t, quote: "" })),
      },
    };
    const brokenSite = { ...site, themeStorageKey: "other" };
    const problems = contentProblems([
      { path: "app/content/home.ts", schema: homeSchema, data: brokenHome },
      { path: "app/site.config.ts", schema: siteConfigSchema, data: brokenSite },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^app\/content\/home\.ts › testimonials\.items\.2\.quote: .+/);
    expect(problems[1]).toMatch(/^app\/site\.config\.ts › themeStorageKey: .+/);
  });
});

describe("schemas reject broken copies", () => {
  it("site config: URL ending in a slash", () => {
    expect(siteConfigSchema.safeParse({ ...site, url: "https://sankofa.example/" }).success).toBe(false);
  });

  it("home: blank testimonial quote", () => {
    const broken = {
      ...home,
      testimonials: {
        ...home.testimonials,
        items: withItem(home.testimonials.items, 2, (t) => ({ ...t, quote: "  " })),
      },
    };
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it("home: referral call to action that leaves the site", () => {
    const broken = {
      ...home,
      referral: { ...home.referral, cta: { ...home.referral.cta, href: "https://example.com/" } },
    };
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it("about: a fourth statistic where the spec fixes three", () => {
    const broken = { ...about, stats: [...about.stats, about.stats[0]] };
    expect(aboutSchema.safeParse(broken).success).toBe(false);
  });

  it("products: a tab with three cards", () => {
    const broken = {
      ...products,
      tabs: withItem(products.tabs, 1, (tab) => ({ ...tab, cards: tab.cards.slice(0, 3) })),
    };
    expect(productsSchema.safeParse(broken).success).toBe(false);
  });

  it("products: tabs out of order", () => {
    expect(productsSchema.safeParse({ ...products, tabs: products.tabs.toReversed() }).success).toBe(false);
  });

  it("products: image key that names no artwork", () => {
    const broken = {
      ...products,
      tabs: withItem(products.tabs, 0, (tab) => ({
        ...tab,
        cards: withItem(tab.cards, 3, (card) => ({ ...card, image: "savings-and-investment" })),
      })),
    };
    expect(productsSchema.safeParse(broken).success).toBe(false);
  });

  it("security: a seventh safety tip where the spec fixes six", () => {
    const items = security.safetyTips.items;
    const broken = { ...security, safetyTips: { ...security.safetyTips, items: [...items, items[0]] } };
    expect(securitySchema.safeParse(broken).success).toBe(false);
  });

  it("careers: blank talent-pool button label", () => {
    const broken = {
      ...careers,
      openings: {
        ...careers.openings,
        talentPool: { ...careers.openings.talentPool, buttonLabel: " " },
      },
    };
    expect(careersSchema.safeParse(broken).success).toBe(false);
  });

  it("faq: question without a question mark", () => {
    const broken = withItem(faqCategories, 0, (cat) => ({
      ...cat,
      entries: withItem(cat.entries, 0, (entry) => ({ ...entry, question: "How do I open an account" })),
    }));
    expect(faqSchema.safeParse(broken).success).toBe(false);
  });

  it("faq: duplicate entry id", () => {
    const duplicateId = faqCategories[0]?.entries[0]?.id;
    expect(duplicateId).toBeTypeOf("string");
    const broken = withItem(faqCategories, 3, (cat) => ({
      ...cat,
      entries: withItem(cat.entries, 0, (entry) => ({ ...entry, id: duplicateId })),
    }));
    expect(faqSchema.safeParse(broken).success).toBe(false);
  });

  it("navigation: link that is not site-relative", () => {
    const broken = {
      primaryNavigation: withItem(primaryNavigation, 0, (link) => ({ ...link, href: "products" })),
      headerActions,
      footerNavigation,
    };
    expect(navigationSchema.safeParse(broken).success).toBe(false);
  });

  it("pages: description too short", () => {
    const broken = { ...pages, "/about": { ...pageMeta("/about"), description: "Too short." } };
    expect(pagesSchema.safeParse(broken).success).toBe(false);
  });

  it("placeholders: blank title", () => {
    const broken = { ...placeholders, blog: { ...placeholderIn(placeholders, "blog"), title: "" } };
    expect(placeholdersSchema.safeParse(broken).success).toBe(false);
  });

  it("authors: bio too short", () => {
    const broken = withItem(authors, 0, (author) => ({ ...author, bio: "Writes things." }));
    expect(authorsSchema.safeParse(broken).success).toBe(false);
  });
});

describe("parseProductTab", () => {
  it("reads known keys", () => {
    expect(parseProductTab("businesses")).toBe("businesses");
    for (const key of productTabKeys) expect(parseProductTab(key)).toBe(key);
  });

  it("maps the 'referrals' alias to aggregators", () => {
    expect(parseProductTab("referrals")).toBe("aggregators");
  });

  it("falls back to individuals", () => {
    expect(parseProductTab("nonsense")).toBe("individuals");
    expect(parseProductTab(null)).toBe("individuals");
    expect(parseProductTab(undefined)).toBe("individuals");
  });
});
