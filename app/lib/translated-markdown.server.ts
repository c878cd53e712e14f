/**
 * Articles and legal documents in another language: the English file decides all but the words,
 * which the build checks are the only difference (scripts/lib/languages.ts).
 */
import { parse as parseYaml } from "yaml";
import type { Author } from "#app/content/authors.ts";
import type { Article } from "#app/lib/articles.server.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
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

export async function translateArticle(
  english: Article,
  source: { path: string; markdown: string },
  code: string,
  authors: readonly Author[],
): Promise<Article> {
  const { frontMatter, body } = splitMarkdown(source.markdown, source.path);
  const { html, headings } = await renderInLanguage(fillFacts(body, factsIn(code)), code);
  return {
    ...english,
    title: text(frontMatter.title),
    excerpt: text(frontMatter.excerpt),
    category: text(frontMatter.category),
    tags: (frontMatter.tags as unknown[]).map(text),
    author: authors.find((author) => author.id === english.author.id) ?? english.author,
    html,
    headings,
  } as Article;
}
