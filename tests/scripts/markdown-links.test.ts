import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { readArticleSources } from "#scripts/lib/article-files.ts";
import { staleMarkdownLinks } from "#scripts/lib/markdown-links.ts";

const slugs = ["a-guide"];

describe("staleMarkdownLinks", () => {
  it("accepts links to pages of the route table and to articles, with queries and fragments", () => {
    const markdown = "See [products](/products?tab=diaspora), [support](/support#faq) and [a guide](/blog/a-guide).";
    expect(staleMarkdownLinks([{ path: "a.md", markdown }], routes, slugs)).toEqual([]);
  });

  it("names the file and each link to no page, such as one a route change left behind", () => {
    const markdown = "[old](/sign-up) and [missing article](/blog/no-such-guide) and [site](https://example.com/x)";
    expect(staleMarkdownLinks([{ path: "a.md", markdown }], routes, slugs)).toEqual([
      "a.md: link to /sign-up, which is no page of app/routes.ts",
      "a.md: link to /blog/no-such-guide, which is no page of app/routes.ts",
    ]);
  });

  it("finds none in the site's articles and legal documents", () => {
    const sources = [...readArticleSources(), ...readArticleSources("app/content/legal")];
    const articleSlugs = readArticleSources().map((source) => source.path.split("/").at(-1)!.replace(/\.md$/, ""));
    expect(staleMarkdownLinks(sources, routes, articleSlugs)).toEqual([]);
  });
});
