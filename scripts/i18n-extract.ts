/** The English catalog a translation platform imports, from the content modules; the build fails while it is stale. */
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
