/**
 * Articles and legal documents in another language: the English file decides all but the words,
 * which the build checks are the only difference (scripts/lib/languages.ts).
 */
import { parse as parseYaml } from "yaml";
import type { Author } from "#app/content/authors.ts";
import { countLetters, countWords, type Article } from "#app/lib/articles.server.ts";
import { defaultLanguage, localizeHref, writingSystemOf } from "#app/lib/i18n/language.ts";
import { ContentError, renderMarkdown } from "#app/lib/markdown.server.ts";
import { factsIn } from "#app/lib/i18n/content.server.ts";
import { fillFacts } from "#app/lib/site-facts.ts";

export function splitMarkdown(markdown: string, path: string): { frontMatter: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(markdown);
  if (!match) throw new ContentError(`${path}: missing front matter between --- lines`);
  return {
    frontMatter: parseYaml(match[1] ?? "", { schema: "core" }) as Record<string, unknown>,
    body: match[2] ?? "",
  };
}

export function localizeLinks(html: string, code: string): string {
  return html.replace(/href="(\/[^"]*)"/g, (whole, href: string) =>
    href.startsWith("//") ? whole : `href="${localizeHref(href, code)}"`,
  );
}

export async function renderInLanguage(body: string, code: string) {
  const { html, headings } = await renderMarkdown(body);
  return { html: localizeLinks(html, code), headings };
}

const text = (value: unknown) => String(value);

/**
 * English's minutes scaled by the translation's letters over English's, a reader's pace being
 * steadier in letters than in words; other scripts' letters are not comparable, so those keep
 * English's minutes (docs/decisions/026).
 */
export function translatedReadTime(english: Article, html: string, code: string): number {
  if (writingSystemOf(code) !== writingSystemOf(defaultLanguage)) return english.readTime;
  return Math.max(1, Math.round((english.readTime * countLetters(html)) / countLetters(english.html)));
}

export async function translateArticle(
  english: Article,
  source: { path: string; markdown: string },
  code: string,
  authors: readonly Author[],
): Promise<Article> {
  const { frontMatter, body } = splitMarkdown(source.markdown, source.path);
  const { html, headings } = await renderInLanguage(fillFacts(body, factsIn(code)), code);
  const wordCount = countWords(html);
  return {
    ...english,
    title: text(frontMatter.title),
    excerpt: text(frontMatter.excerpt),
    category: text(frontMatter.category),
    tags: (frontMatter.tags as unknown[]).map(text),
    author: authors.find((author) => author.id === english.author.id) ?? english.author,
    html,
    headings,
    wordCount,
    readTime: translatedReadTime(english, html, code),
  } as Article;
}
