/**
 * The article Markdown files read from disk, for the build scripts and the unit tests, which run
 * in plain Node (the pages get the same files through Vite: app/lib/site-articles.server.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadArticles, type Article, type ArticleSource } from "#app/lib/articles.server.ts";

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

/** Every article of the site, validated and rendered: what the pages will show. */
export function readArticles(): Promise<Article[]> {
  return loadArticles(readArticleSources());
}
