import { describe, expect, it } from "vitest";
import { authors } from "#app/content/authors.ts";
import {
  countWords,
  featuredArticle,
  loadArticles,
  relatedArticles,
  type ArticleSource,
} from "#app/lib/articles.server.ts";
import type { ArticleSummary } from "#app/lib/articles.ts";
import { readArticles, readArticleSources } from "#scripts/lib/article-files.ts";

const articles = await readArticles();

/** Spec section 3, the article table: slug, category, read time (minutes) and date, exactly. */
const specTable = [
  ["understanding-cross-border-payments-complete-guide", "Financial Education", 8, "2024-01-15"],
  ["smart-savings-strategies-african-millennials", "Personal Finance", 6, "2024-01-12"],
  ["sme-growth-africa-financing-expansion", "Business Banking", 10, "2024-01-10"],
  ["digital-banking-security-protecting-data", "Security", 7, "2024-01-08"],
  ["future-remittances-technology-transforming-transfers", "Technology", 9, "2024-01-05"],
  ["currency-exchange-strategies-diaspora-communities", "Diaspora Banking", 5, "2024-01-03"],
] as const;

describe("the six articles", () => {
  it("match the spec's table, newest first", () => {
    expect(
      articles.map((article) => [article.slug, article.category, article.readTime, article.publishedDate]),
    ).toEqual(specTable);
  });

  it("state a read time within one minute of their word count at 220 words a minute", () => {
    const figures = articles.map((article) => ({
      slug: article.slug,
      words: article.wordCount,
      minutes: Number((article.wordCount / 220).toFixed(1)),
      stated: article.readTime,
    }));
    for (const figure of figures) {
      expect(Math.abs(figure.minutes - figure.stated), JSON.stringify(figure)).toBeLessThanOrEqual(1);
      // Roughly 1,100 to 2,200 words, the range for 5 to 10 minutes.
      expect(figure.words, figure.slug).toBeGreaterThan(1000);
      expect(figure.words, figure.slug).toBeLessThan(2400);
    }
  });

  it("each have five sections whose anchors exist in the body (D2)", () => {
    for (const article of articles) {
      expect(article.headings, article.slug).toHaveLength(5);
      for (const heading of article.headings) {
        expect(heading.id, article.slug).toMatch(/^[a-z0-9-]+$/);
        expect(article.html, `${article.slug} #${heading.id}`).toContain(`<h2 id="${heading.id}">`);
      }
    }
  });

  it("render GitHub-flavoured tables, focusable so a keyboard can scroll them, and never a second h1", () => {
    expect(articles.some((article) => article.html.includes('<table tabindex="0">'))).toBe(true);
    for (const article of articles) expect(article.html, article.slug).not.toContain("<table>");
    for (const article of articles) expect(article.html, article.slug).not.toMatch(/<h1[\s>]/);
  });

  it("each name an author with their own biography (D4)", () => {
    const bios = new Set(articles.map((article) => article.author.bio));
    const writers = new Set(articles.map((article) => article.author.id));
    expect(bios.size).toBe(writers.size);
    for (const article of articles) expect(authors).toContainEqual(article.author);
  });

  it("feature the cross-border guide, the default article (D5)", () => {
    expect(featuredArticle(articles).slug).toBe("understanding-cross-border-payments-complete-guide");
    expect(articles.filter((article) => article.featured)).toHaveLength(1);
  });
});

/** A card's worth of article, for ordering tests. */
function summary(slug: string, category: string, publishedDate: string): ArticleSummary {
  return { slug, category, publishedDate, title: slug, excerpt: "", readTime: 5, featured: false };
}

describe("relatedArticles (D3)", () => {
  it("gives three others for every article, never the article itself", () => {
    for (const article of articles) {
      const related = relatedArticles(article, articles);
      expect(related, article.slug).toHaveLength(3);
      expect(related.map((other) => other.slug)).not.toContain(article.slug);
    }
  });

  it("puts the same category first, then the newest", () => {
    const reading = summary("reading", "Security", "2024-01-01");
    const pool = [
      reading,
      summary("newest", "Technology", "2024-03-01"),
      summary("old-same", "Security", "2023-01-01"),
      summary("newer", "Technology", "2024-02-01"),
      summary("oldest", "Technology", "2022-01-01"),
    ];
    expect(relatedArticles(reading, pool).map((article) => article.slug)).toEqual(["old-same", "newest", "newer"]);
  });
});

describe("countWords", () => {
  it("counts the words of the text, not the markup", () => {
    expect(countWords('<h2 id="a-b">A heading</h2><p>One <strong>two</strong> — 3.</p>')).toBe(5);
  });
});

// Each fixture in tests/fixtures/articles breaks the one rule its file name says.
describe("a broken article fails with a message naming the file and the field", () => {
  const fixtures = new Map(readArticleSources("tests/fixtures/articles").map((source) => [source.path, source]));
  const fixture = (name: string) => fixtures.get(`tests/fixtures/articles/${name}.md`)!;

  const cases: Array<[fixture: string, field: RegExp]> = [
    ["missing-excerpt", /excerpt: /],
    ["bad-date", /publishedDate: must be an ISO date/],
    ["slug-mismatch", /slug: "another-slug" must equal the file name "slug-mismatch"/],
    ["unknown-author", /author: no author "nobody-here"/],
    ["unknown-category", /category: /],
    ["four-sections", /body: needs exactly 5 sections .*found 4/],
    ["extra-h1", /body: the title is the page's only h1/],
    ["wrong-read-time", /readTime: states 5 min, but \d+ words take/],
    ["unknown-cover-subject", /cover\.subject: /],
  ];
  it.each(cases)("%s", async (name, field) => {
    const error = await loadArticles([fixture(name)]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`tests/fixtures/articles/${name}.md`);
    expect((error as Error).message).toMatch(field);
  });

  it("duplicate slugs", async () => {
    const [original] = readArticleSources();
    const copy: ArticleSource = {
      path: `tests/fixtures/copies/${original!.path.split("/").at(-1)}`,
      markdown: original!.markdown,
    };
    await expect(loadArticles([original!, copy])).rejects.toThrow(
      new RegExp(`^tests/fixtures/copies/.*: slug: ".*" is already the slug of ${original!.path}`),
    );
  });

  it("two covers of the same subject", async () => {
    const [first, second] = readArticleSources();
    const subject = /subject: ([a-z-]+)/.exec(first!.markdown)![1]!;
    const lookalike = { ...second!, markdown: second!.markdown.replace(/subject: [a-z-]+/, `subject: ${subject}`) };
    await expect(loadArticles([first!, lookalike])).rejects.toThrow(
      new RegExp(`^${second!.path}: cover\\.subject: "${subject}" is already the cover of ${first!.path}`),
    );
  });

  it("no featured article, or two", async () => {
    const sources = readArticleSources();
    const unfeatured = sources.map((source) => ({
      ...source,
      markdown: source.markdown.replace("featured: true", "featured: false"),
    }));
    await expect(loadArticles(unfeatured)).rejects.toThrow(/featured: exactly one article must be featured, found 0/);
    const twice = sources.map((source) => ({
      ...source,
      markdown: source.markdown.replace("featured: false", "featured: true"),
    }));
    await expect(loadArticles(twice)).rejects.toThrow(/featured: exactly one article must be featured, found 6/);
  });
});
