/**
 * A sample of the numbers sweep (languages-numbers.sweep.ts): the pages with the most figures, in
 * every language.
 */
import { test } from "./test.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { allLanguages } from "./language-checks.ts";
import { expectNumbersInLocale } from "./number-pages.ts";

const samplePaths = ["/", "/products/cross-border", "/support", "/legal/terms"];

for (const code of allLanguages)
  test(`numbers in ${code} are written in its locale, each currency one way`, () => {
    for (const path of samplePaths) expectNumbersInLocale(localizeHref(path, code));
  });
