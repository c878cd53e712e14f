/** The article files from disk, for plain Node (the pages get them through Vite: app/lib/site-articles.server.ts). */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadArticles, type Article, type ArticleSource } from "#app/lib/articles.server.ts";
import { defaultLanguage } from "#app/lib/i18n/language.ts";
import { readMarkdownFiles } from "#app/lib/i18n/languages.server.ts";
import { splitMarkdown } from "#app/lib/translated-markdown.server.ts";

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));
export const articlesDirectory = "app/content/articles";

export function readArticleSources(directory = articlesDirectory): ArticleSource[] {
  return readdirSync(`${repositoryRoot}${directory}`)
    .filter((file) => file.endsWith(".md"))
    .toSorted()
    .map((file) => ({
      path: `${directory}/${file}`,
      markdown: readFileSync(`${repositoryRoot}${directory}/${file}`, "utf8"),
    }));
}

export function readArticles(): Promise<Article[]> {
  return loadArticles(readArticleSources());
}

/** The articles' card and feed fields in the language `code`, from its translated files (English as is). */
export function translatedSummaries<T extends Article>(code: string, articles: readonly T[]): T[] {
  if (code === defaultLanguage) return [...articles];
  const files = readMarkdownFiles(code, "articles");
  return articles.map((article) => {
    const file = files.find((candidate) => candidate.path.endsWith(`/${article.slug}.md`));
    if (!file) throw new Error(`app/content/locales/${code}/articles/${article.slug}.md does not exist`);
    const { frontMatter } = splitMarkdown(file.markdown, file.path);
    return {
      ...article,
      title: String(frontMatter.title),
      excerpt: String(frontMatter.excerpt),
      category: String(frontMatter.category),
    };
  });
}
