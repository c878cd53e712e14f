/**
 * Numbers on the built pages (issue 23): each page read from build/client, every number in its
 * language's locale and every currency written one way. The sweep (languages-numbers.sweep.ts,
 * `npm run test:languages`) reads every page of every language; numbers.spec.ts a sample.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "./test.ts";
import { languageOfPath, numberLocale } from "#app/lib/i18n/language.ts";
import { languageCodes, languageOf } from "#app/lib/i18n/languages.server.ts";
import { foreignNumbers, mixedCurrencyForms, pageTexts } from "#scripts/lib/number-checks.ts";

const clientDirectory = "build/client";

/** Every prerendered page's address, the query variants' pages (/products/_tab/…) included. */
export function builtPagePaths(): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(clientDirectory, folder), { withFileTypes: true }))
      if (entry.isDirectory()) walk(`${folder}/${entry.name}`);
      else if (entry.name === "index.html") paths.push(folder || "/");
  };
  walk("");
  return paths.toSorted();
}

/** The numbers and currency forms of one built page that break its language's conventions. */
export function expectNumbersInLocale(path: string): void {
  const file = join(clientDirectory, path, "index.html");
  expect(existsSync(file), `${file} is built`).toBe(true);
  const locale = numberLocale(languageOf(languageOfPath(path, languageCodes())));
  const texts = pageTexts(readFileSync(file, "utf8"));
  expect(foreignNumbers(texts, locale), `numbers not written in ${locale} on ${path}`).toEqual([]);
  expect(mixedCurrencyForms(texts, locale), `amounts written two ways on ${path}`).toEqual([]);
}
