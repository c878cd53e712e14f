/**
 * Every route of the spec in every language but English (issue 11): `npm run test:languages`.
 */
import { test } from "./test.ts";
import { englishPaths, expectPageInLanguage, translatedLanguages } from "./language-checks.ts";

for (const code of translatedLanguages)
  test.describe(`in ${code}`, () => {
    for (const path of englishPaths)
      test(`${path}`, async ({ page }) => {
        await expectPageInLanguage(page, path, code);
      });
  });
