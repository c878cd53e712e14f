/**
 * Validates every content module against its schema (build time only; the browser gets plain data).
 * Usage: node scripts/check-content.ts
 */
import { contentModules, validateContent } from "#app/content/validate.ts";

try {
  validateContent();
  console.log(`content: ${contentModules.length} modules valid`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
