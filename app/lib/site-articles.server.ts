import { loadArticles, type Article } from "#app/lib/articles.server.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { defaultLanguage } from "#app/lib/i18n/language.ts";
import { translateArticle } from "#app/lib/translated-markdown.server.ts";

// Bundled by Vite, and watched in dev.
const markdownFiles = import.meta.glob<string>("../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const translatedFiles = import.meta.glob<string>("../content/locales/*/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

let articles: Promise<Article[]> | undefined;
const translations = new Map<string, Promise<Article[]>>();

function englishArticles(): Promise<Article[]> {
  articles ??= loadArticles(
    Object.entries(markdownFiles).map(([key, markdown]) => ({ path: key.replace(/^\.\.\//, "app/"), markdown })),
  );
  return articles;
}

async function translatedArticles(code: string): Promise<Article[]> {
  const authors = localizedModule("authors", code);
  return Promise.all(
    (await englishArticles()).map((article) => {
      const key = `../content/locales/${code}/articles/${article.slug}.md`;
      const markdown = translatedFiles[key];
      if (markdown === undefined) throw new Error(`${key.replace(/^\.\.\//, "app/")} does not exist`);
      return translateArticle(article, { path: key, markdown }, code, authors);
    }),
  );
}

/** Newest first; rendered once per build or dev reload. */
export function getArticles(code = defaultLanguage): Promise<Article[]> {
  if (code === defaultLanguage) return englishArticles();
  let translated = translations.get(code);
  if (!translated) {
    translated = translatedArticles(code);
    translations.set(code, translated);
  }
  return translated;
}
