import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { pageMeta } from "#app/content/pages.ts";
import { robotsTxt, rssXml, sitemapEntries, sitemapXml, staticPagePaths } from "#scripts/lib/discovery.ts";
import { readArticles } from "#scripts/lib/article-files.ts";
import { siteRoutes } from "../e2e/site-routes.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";

const articles = await readArticles();

/** The text of every `<name>` element in `xml`, in order (these files have no nesting surprises). */
function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1]!);
}

describe("sitemap", () => {
  const xml = sitemapXml(sitemapEntries(routes, articles, "2026-01-31", languageCodes()));

  it("lists every public route of the spec's table and every article, in every language, by absolute address", () => {
    const expected = languageCodes().flatMap((code) =>
      siteRoutes.map((route) => `https://sankofa.example${localizeHref(route.path, code)}`),
    );
    expect(elements(xml, "loc").toSorted()).toEqual(expected.toSorted());
  });

  it("leaves out the not-found page, the unknown-article page and the route patterns", () => {
    const locations = elements(xml, "loc").join("\n");
    expect(locations).not.toMatch(/\/404|_unknown|:slug|\*/);
  });

  it("dates each article by its publication and the other pages by the build", () => {
    const urls = [
      ...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:(?!<\/url>)[\s\S])*?<lastmod>([^<]+)<\/lastmod>[\s\S]*?<\/url>/g),
    ];
    const lastModified = new Map(urls.map((match) => [match[1], match[2]]));
    for (const article of articles) {
      expect(lastModified.get(`https://sankofa.example/blog/${article.slug}`)).toBe(article.publishedDate);
    }
    expect(lastModified.get("https://sankofa.example/about")).toBe("2026-01-31");
  });

  it("is a sitemaps.org urlset", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("lists every page in every language, each with its alternates and English as x-default", () => {
    const entries = sitemapEntries([{ path: "about", file: "about.tsx" }], [], "2025-01-01", ["en", "fr"]);
    expect(entries.map((entry) => entry.path)).toEqual(["/about", "/fr/about"]);
    expect(entries[1]?.alternates).toEqual([
      { hrefLang: "en", path: "/about" },
      { hrefLang: "fr", path: "/fr/about" },
      { hrefLang: "x-default", path: "/about" },
    ]);
    expect(sitemapXml(entries)).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://sankofa.example/fr/about"/>',
    );
  });

  it("knows which routes are pages of their own", () => {
    const table = [
      { index: true, file: "home.tsx" },
      {
        path: "docs",
        file: "layout.tsx",
        children: [
          { index: true, file: "docs.tsx" },
          { path: ":page", file: "page.tsx" },
        ],
      },
      { file: "layout.tsx", children: [{ path: "about", file: "about.tsx" }] },
      { path: "*", file: "not-found.tsx" },
    ];
    expect(staticPagePaths(table)).toEqual(["/", "/docs", "/about"]);
  });
});

describe("RSS feed", () => {
  const resources = pageMeta("/resources");
  const xml = rssXml(
    { title: "Sankofa Resources", description: resources.description, path: resources.path },
    articles,
  );

  it("has one item per article, newest first, with its title, address, excerpt, category and author", () => {
    const items = xml.split("<item>").slice(1);
    expect(items).toHaveLength(articles.length);
    const newestFirst = articles.toSorted((a, b) => b.publishedDate.localeCompare(a.publishedDate));
    items.forEach((item, index) => {
      const article = newestFirst[index]!;
      const url = `https://sankofa.example/blog/${article.slug}`;
      expect(elements(item, "title")).toEqual([article.title]);
      expect(elements(item, "link")).toEqual([url]);
      expect(elements(item, "guid")).toEqual([url]);
      expect(elements(item, "description")).toEqual([article.excerpt]);
      expect(elements(item, "category")).toEqual([article.category]);
      expect(elements(item, "dc:creator")).toEqual([article.author.name]);
      expect(new Date(elements(item, "pubDate")[0]!).toISOString().slice(0, 10)).toBe(article.publishedDate);
    });
  });

  it("is an RSS 2.0 channel about the resources page, pointing at itself", () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(elements(xml, "link")[0]).toBe("https://sankofa.example/resources");
    expect(xml).toContain('<atom:link href="https://sankofa.example/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(elements(xml, "lastBuildDate")).toEqual(["Mon, 15 Jan 2024 00:00:00 GMT"]);
  });

  it("escapes markup in text", () => {
    const [first] = articles;
    const tricky = rssXml({ title: "A & B", description: "<b>", path: "/" }, [{ ...first!, title: "Fees & <rates>" }]);
    expect(tricky).toContain("<title>A &#38; B</title>");
    expect(tricky).toContain("<title>Fees &#38; &#60;rates&#62;</title>");
  });
});

describe("robots.txt", () => {
  it("allows crawling and names the sitemap by its absolute address", () => {
    expect(robotsTxt()).toMatch(/^User-agent: \*$/m);
    expect(robotsTxt()).toMatch(/^Sitemap: https:\/\/sankofa\.example\/sitemap\.xml$/m);
  });
});
