/**
 * Writes the English message catalog, app/content/locales/en/messages.json, from the typed content
 * modules: the file a translation platform imports. The build fails while it is stale
 * (scripts/check-content.ts). Usage: npm run i18n:extract
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import { catalogSize } from "#app/lib/i18n/catalog.ts";
import { catalogText, localesFolder, sourceLanguage } from "#app/lib/i18n/locales.ts";

const folder = new URL(`../${localesFolder}/${sourceLanguage}/`, import.meta.url);
const catalog = englishCatalog();
mkdirSync(folder, { recursive: true });
writeFileSync(new URL("messages.json", folder), catalogText(catalog));
const { keys, characters } = catalogSize(catalog);
console.log(`${localesFolder}/${sourceLanguage}/messages.json: ${keys} strings, ${characters} characters`);
