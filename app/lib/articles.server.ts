/**
 * The articles, validated and rendered at build time: everything that lists them derives from
 * `loadArticles`. No I/O here: the pages read the files through Vite (site-articles.server.ts),
 * scripts and tests from disk (scripts/lib/article-files.ts).
 */
import { z } from "zod";
import { authors, type Author } from "#app/content/authors.ts";
import type { ArticleSummary } from "#app/lib/articles.ts";
import { coverGrounds, coverMotifs, coverSubjects } from "#app/lib/cover-design.ts";
import { ContentError, parseFrontMatter, renderMarkdown, type Heading } from "#app/lib/markdown.server.ts";
import { factsIn } from "#app/lib/i18n/content.server.ts";
import { defaultLanguage } from "#app/lib/i18n/language.ts";
import { fillFacts } from "#app/lib/site-facts.ts";

/** Spec section 3. */
export const articleCategories = [
  "Financial Education",
  "Personal Finance",
  "Business Banking",
  "Security",
  "Technology",
  "Diaspora Banking",
] as const;

/** D2: every article has exactly this many h2 sections, and its table of contents lists them. */
export const sectionsPerArticle = 5;

/** D3 and spec section 9. */
export const relatedArticleCount = 3;

/** Reading speed behind the stated read times; a stated time may be off by at most one minute. */
export const wordsPerMinute = 220;

const authorIds = new Set(authors.map((author) => author.id));

export const articleFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(90),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case, such as my-article"),
  /** Also the page's meta description, hence the search-snippet length. */
  excerpt: z.string().trim().min(70).max(170),
  category: z.enum(articleCategories),
  publishedDate: z.iso.date("must be an ISO date such as 2024-01-15"),
  /** Minutes; spec section 9 keeps read times between 5 and 10. */
  readTime: z.int().min(5).max(10),
  author: z.string().refine((id) => authorIds.has(id), {
    error: (issue) =>
      `no author "${String(issue.input)}" in app/content/authors.ts (known: ${[...authorIds].join(", ")})`,
  }),
  tags: z
    .array(z.string().trim().min(1))
    .min(1)
    .max(8)
    .refine((tags) => new Set(tags).size === tags.length, "must not repeat a tag"),
  cover: z.strictObject({
    subject: z.enum(coverSubjects),
    ground: z.enum(coverGrounds),
    motif: z.enum(coverMotifs),
  }),
  featured: z.boolean(),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export type ArticleSource = { path: string; markdown: string };

export type Article = ArticleSummary &
  Omit<ArticleFrontMatter, "author"> & {
    author: Author;
    /** Trusted: our own Markdown, rendered at build time. */
    html: string;
    headings: Heading[];
    wordCount: number;
  };

function fileNameSlug(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.md$/, "");
}

export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ");
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Unrounded, so a check can allow its one minute of tolerance. */
export function minutesToRead(wordCount: number): number {
  return wordCount / wordsPerMinute;
}

/** The letters of rendered text, which a reading pace is steadier in than words (docs/decisions/026). */
export function countLetters(html: string): number {
  return html.replace(/<[^>]*>/g, " ").match(/\p{L}/gu)?.length ?? 0;
}

async function loadArticle({ path, markdown }: ArticleSource): Promise<Article> {
  const { data, body } = parseFrontMatter(markdown, articleFrontMatterSchema, path);
  const problem = (field: string, message: string) => new ContentError(`${path}: ${field}: ${message}`);

  if (data.slug !== fileNameSlug(path)) {
    throw problem("slug", `"${data.slug}" must equal the file name "${fileNameSlug(path)}"`);
  }
  const { html, headings } = await renderMarkdown(fillFacts(body, factsIn(defaultLanguage)));
  if (/<h1[\s>]/.test(html)) throw problem("body", "the title is the page's only h1; start sections with ##");
  if (headings.length !== sectionsPerArticle) {
    throw problem("body", `needs exactly ${sectionsPerArticle} sections (## headings), found ${headings.length}`);
  }
  const wordCount = countWords(html);
  const minutes = minutesToRead(wordCount);
  if (Math.abs(minutes - data.readTime) > 1) {
    throw problem(
      "readTime",
      `states ${data.readTime} min, but ${wordCount} words take ${minutes.toFixed(1)} min at ${wordsPerMinute} words a minute`,
    );
  }
  // The schema checked the id; the lookup cannot miss.
  const author = authors.find((candidate) => candidate.id === data.author)!;
  return { ...data, author, html, headings, wordCount };
}

/**
 * Newest first. Across files: unique slugs, no two covers of one subject (a listing would show two
 * alike), exactly one featured article (the resources banner and the unknown-slug page, D5).
 */
export async function loadArticles(sources: readonly ArticleSource[]): Promise<Article[]> {
  const articles = await Promise.all(sources.map(loadArticle));
  const pathOfSlug = new Map<string, string>();
  articles.forEach((article, index) => {
    const path = sources[index]!.path;
    const earlier = pathOfSlug.get(article.slug);
    if (earlier) throw new ContentError(`${path}: slug: "${article.slug}" is already the slug of ${earlier}`);
    pathOfSlug.set(article.slug, path);
  });
  const pathOfSubject = new Map<string, string>();
  articles.forEach((article, index) => {
    const path = sources[index]!.path;
    const earlier = pathOfSubject.get(article.cover.subject);
    if (earlier)
      throw new ContentError(`${path}: cover.subject: "${article.cover.subject}" is already the cover of ${earlier}`);
    pathOfSubject.set(article.cover.subject, path);
  });
  const featured = articles.filter((article) => article.featured);
  if (featured.length !== 1) {
    const paths = sources.filter((_, index) => articles[index]!.featured).map((source) => source.path);
    throw new ContentError(
      `featured: exactly one article must be featured, found ${featured.length}${paths.length ? ` (${paths.join(", ")})` : ""}`,
    );
  }
  return articles.toSorted(byNewest);
}

function byNewest(a: ArticleSummary, b: ArticleSummary): number {
  return b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug);
}

export function featuredArticle<T extends ArticleSummary>(articles: readonly T[]): T {
  const featured = articles.find((article) => article.featured);
  if (!featured) throw new ContentError("featured: no article is featured");
  return featured;
}

/** D3. */
export function relatedArticles<T extends ArticleSummary>(article: ArticleSummary, articles: readonly T[]): T[] {
  const sameCategoryFirst = (a: T, b: T) =>
    Number(b.category === article.category) - Number(a.category === article.category) || byNewest(a, b);
  return articles
    .filter((candidate) => candidate.slug !== article.slug)
    .toSorted(sameCategoryFirst)
    .slice(0, relatedArticleCount);
}

/** The card fields only, so listings never carry article bodies. */
export function summarize(article: Article): ArticleSummary {
  const { slug, title, excerpt, category, publishedDate, readTime, featured } = article;
  return { slug, title, excerpt, category, publishedDate, readTime, featured };
}
