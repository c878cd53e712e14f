/** Every built page of every language: numbers in the page's locale, each currency one way (issue 23). */
import { test } from "./test.ts";
import { builtPagePaths, expectNumbersInLocale } from "./number-pages.ts";

for (const path of builtPagePaths())
  test(`numbers on ${path}`, () => {
    expectNumbersInLocale(path);
  });
