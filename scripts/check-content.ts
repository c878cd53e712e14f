/** The build's first step: content modules, articles, their links and the language folders, all valid. */
import routes from "#app/routes.ts";
import { contentModules, validateContent } from "#app/content/validate.ts";
import { readArticles, readArticleSources } from "./lib/article-files.ts";
import { staleMarkdownLinks } from "./lib/markdown-links.ts";
import { languageProblems } from "./lib/languages.ts";

try {
  validateContent();
  const articles = await readArticles();
  const markdown = [...readArticleSources(), ...readArticleSources("app/content/legal")];
  const stale = staleMarkdownLinks(
    markdown,
    routes,
    articles.map((article) => article.slug),
  );
  if (stale.length > 0) throw new Error(`Markdown links to no page:\n${stale.join("\n")}`);
  const languages = languageProblems();
  if (languages.length > 0) throw new Error(`Languages are not ready:\n${languages.join("\n")}`);
  console.log(`content: ${contentModules.length} modules, ${articles.length} articles and their links valid`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
