import { loadArticles, type Article } from "#app/lib/articles.server.ts";

// Bundled by Vite at build time (and watched in dev), the way the legal pages read their Markdown.
const markdownFiles = import.meta.glob<string>("../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

let articles: Promise<Article[]> | undefined;

/** The site's articles, newest first: validated and rendered once per build (or dev reload). */
export function getArticles(): Promise<Article[]> {
  articles ??= loadArticles(
    Object.entries(markdownFiles).map(([key, markdown]) => ({ path: key.replace(/^\.\.\//, "app/"), markdown })),
  );
  return articles;
}
