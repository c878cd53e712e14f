/**
 * Reads a reviewed PO file back into a language's messages.json (docs/decisions/025): refuses the
 * whole file when a unit's placeholders differ from the English, its key is unknown or its English
 * has changed since the export, and otherwise writes the file and says what changed.
 * Usage: npm run i18n:import -- <code> <file.po> [--dry-run]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import { languageCodes, readMessages, repositoryRoot } from "#app/lib/i18n/languages.server.ts";
import { catalogText, localesFolder, sourceLanguage } from "#app/lib/i18n/locales.ts";
import { importCatalog } from "#scripts/lib/translation-exchange.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { "dry-run": { type: "boolean" } } });
const [code, file] = positionals;
const translated = languageCodes().filter((candidate) => candidate !== sourceLanguage);
if (!code || !file || !translated.includes(code)) {
  console.error(`Usage: npm run i18n:import -- <code> <file.po> [--dry-run], the code one of ${translated.join(", ")}`);
  process.exit(1);
}
const { messages, changes, reviewed, refusals } = importCatalog(
  readFileSync(file),
  englishCatalog(),
  readMessages(code),
  code,
);
if (refusals.length > 0) {
  console.error(`${file} refused, nothing written:\n  ${refusals.join("\n  ")}`);
  process.exit(1);
}
for (const { key, from, to } of changes) console.log(`${key}\n  - ${from ?? "(missing)"}\n  + ${to}`);
const target = `${localesFolder}/${code}/messages.json`;
if (!values["dry-run"] && changes.length > 0) writeFileSync(join(repositoryRoot, target), catalogText(messages));
console.log(
  `${changes.length} changed, ${reviewed.length} marked reviewed in the file; ${values["dry-run"] ? "dry run, nothing written" : changes.length ? `${target} written` : "nothing to write"}`,
);
