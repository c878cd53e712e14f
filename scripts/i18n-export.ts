/**
 * Writes a language's catalog as a PO file for translators' tools: every English string, its
 * translation and its state (docs/decisions/025). Articles and legal pages go to the translator
 * as the Markdown files they are; the command lists them.
 * Usage: npm run i18n:export -- <code> [--out <file>]   (default reports/translations/<code>.po)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import { languageCodes, readLanguageFile, readMarkdownFiles, readMessages } from "#app/lib/i18n/languages.server.ts";
import { sourceLanguage } from "#app/lib/i18n/locales.ts";
import { exportCatalog } from "#scripts/lib/translation-exchange.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: "string" } } });
const [code] = positionals;
const translated = languageCodes().filter((candidate) => candidate !== sourceLanguage);
if (!code || !translated.includes(code)) {
  console.error(`Usage: npm run i18n:export -- <code> [--out <file>], the code one of ${translated.join(", ")}`);
  process.exit(1);
}
const out = values.out ?? `reports/translations/${code}.po`;
const file = exportCatalog(englishCatalog(), readMessages(code), readLanguageFile(code));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, file);
const units = (file.toString("utf8").match(/^msgctxt /gm) ?? []).length;
console.log(`${out}: ${units} units of ${code}/messages.json, with their English and state`);
const markdown = [...readMarkdownFiles(code, "articles"), ...readMarkdownFiles(code, "legal")];
console.log(
  `Markdown, sent as files beside it (${markdown.length}):\n  ${markdown.map(({ path }) => path).join("\n  ")}`,
);
