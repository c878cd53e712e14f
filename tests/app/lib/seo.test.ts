import { describe, expect, it } from "vitest";
import { absoluteUrl, pageTitle, seo } from "#app/lib/seo.ts";

type Tag = Record<string, string>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe("seo()", () => {
  const tags = seo({
    title: "About Sankofa",
    description: "Who we are and why we build a bank for Africa and its diaspora.",
    path: "/about",
    keywords: ["about", "Sankofa"],
  }) as Tag[];

  it("keeps a title that names the brand, and adds the brand to one that does not", () => {
    expect(find(tags, "title", "About Sankofa")).toBeTruthy();
    expect(pageTitle("Careers")).toBe("Careers | Sankofa");
  });

  it("builds an absolute canonical and og:url from SITE_URL, never from a request", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe("https://sankofa.example/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://sankofa.example/about");
    expect(absoluteUrl("/")).toBe("https://sankofa.example/");
    expect(absoluteUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });

  it("produces every field of D12", () => {
    for (const name of ["description", "keywords", "twitter:card", "twitter:title", "twitter:description"]) {
      expect(find(tags, "name", name)?.content, name).toBeTruthy();
    }
    for (const property of ["og:title", "og:description", "og:image", "og:type", "og:url"]) {
      expect(find(tags, "property", property)?.content, property).toBeTruthy();
    }
    expect(find(tags, "property", "og:image")?.content).toMatch(/^https:\/\/sankofa\.example\//);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("merges page keywords with the brand's without repeats", () => {
    const keywords = find(tags, "name", "keywords")?.content?.split(", ") ?? [];
    expect(keywords.slice(0, 2)).toEqual(["about", "Sankofa"]);
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it("marks articles and noindex pages", () => {
    const article = seo({
      title: "A guide",
      description: "A description long enough.",
      path: "/blog/a-guide",
      type: "article",
      noindex: true,
      article: { publishedTime: "2024-01-15", tags: ["Savings", "Budgeting"] },
    }) as Tag[];
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "article:published_time")?.content).toBe("2024-01-15");
    expect(article.filter((tag) => tag.property === "article:tag")).toHaveLength(2);
    expect(find(article, "name", "robots")?.content).toBe("noindex, follow");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });
});
