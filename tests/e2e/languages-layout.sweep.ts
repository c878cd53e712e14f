/**
 * What a visitor sees in French and in Arabic (issue 11), on every route: no serious or critical
 * axe violation in either theme at 1280 and 375 px, and no Arabic page wider than a 320 px phone.
 * Part of `npm run test:languages`.
 */
import { expect, test } from "./test.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { seriousAxeViolations } from "./axe.ts";
import { englishPaths, translatedLanguages } from "./language-checks.ts";
import { measureWidth } from "./page-helpers.ts";

// French stands for the left-to-right translations, Arabic for right to left.
const checkedLanguages = ["fr", "ar"].filter((code) => translatedLanguages.includes(code));

for (const code of checkedLanguages)
  for (const theme of ["light", "dark"] as const)
    test(`in ${code}, no serious or critical axe violation on any page, ${theme} theme @both`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const englishPath of englishPaths) {
        const path = localizeHref(englishPath, code);
        await page.goto(path);
        failures.push(...(await seriousAxeViolations(page, path)));
      }
      expect(failures).toEqual([]);
    });

test("no Arabic page is wider than a 320 px phone, in either theme @mobile", async ({ page }) => {
  test.skip(!translatedLanguages.includes("ar"), "no Arabic on this site");
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    for (const englishPath of englishPaths) {
      const path = localizeHref(englishPath, "ar");
      await page.goto(path);
      const { overflow, hidden } = await measureWidth(page, 320);
      if (overflow > 0) failures.push(`${path}, ${theme}: ${overflow}px wider than the screen`);
      if (hidden) failures.push(`${path}: the document hides its overflow instead of fitting`);
    }
  }
  expect(failures).toEqual([]);
});
