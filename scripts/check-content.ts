/**
 * Validates every content module against its schema and every article's front matter and body
 * (build time only; the browser gets plain data). Usage: node scripts/check-content.ts
 */
import { contentModules, validateContent } from "#app/content/validate.ts";
import { readArticles } from "./lib/article-files.ts";

try {
  validateContent();
  const articles = await readArticles();
  console.log(`content: ${contentModules.length} modules and ${articles.length} articles valid`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
