/**
 * What a visitor sees in every translation (issue 11), on every route: no serious or critical
 * axe violation in either theme at 1280 and 375 px, and no Arabic page wider than a 320 px phone;
 * and in each language of the bank's home market (issue 24: those whose locale is in English's
 * region, Nigeria), the same at 1280 and 320 px, no page wider than the phone. Part of
 * `npm run test:languages`.
 */
import { expect, test } from "./test.ts";
import { defaultLanguage, localizeHref } from "#app/lib/i18n/language.ts";
import { languageOf } from "#app/lib/i18n/languages.server.ts";
import { seriousAxeViolations } from "./axe.ts";
import { englishPaths, translatedLanguages } from "./language-checks.ts";
import { measureWidth } from "./page-helpers.ts";

const regionOf = (code: string) => new Intl.Locale(languageOf(code).locale).region;
const homeLanguages = translatedLanguages.filter((code) => regionOf(code) === regionOf(defaultLanguage));

for (const code of homeLanguages)
  for (const theme of ["light", "dark"] as const)
    test(`in ${code}, no serious or critical axe violation on any page at 1280 and 320 px, none wider than the phone, ${theme} theme @both`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(400_000);
      const width = testInfo.project.name === "mobile" ? 320 : 1280;
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const englishPath of englishPaths) {
        const path = localizeHref(englishPath, code);
        await page.goto(path);
        failures.push(...(await seriousAxeViolations(page, path)));
        const { overflow } = await measureWidth(page, width);
        if (overflow > 0) failures.push(`${path}: ${overflow}px wider than ${width} px`);
      }
      expect(failures).toEqual([]);
    });

// Every other translation, so the accessibility statement's count covers every language.
const checkedLanguages = translatedLanguages.filter((code) => !homeLanguages.includes(code));

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
