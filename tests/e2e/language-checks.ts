/**
 * What every page in a language other than English must be (issue 11): its lang and dir, a
 * canonical to itself, hreflang for every language and x-default, links that stay in its
 * language, and no English left. Shared by the sample (languages.spec.ts) and the full sweep
 * (languages.sweep.ts, npm run test:languages).
 */
import { expect, type Page } from "./test.ts";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import type { Messages } from "#app/lib/i18n/catalog.ts";
import { defaultLanguage, localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes, languageOf, readLanguageFile } from "#app/lib/i18n/languages.server.ts";
import { pageDom } from "#app/contracts/page.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteRoutes } from "./site-routes.ts";

/** The site's languages other than English, from the folders of the build being tested. */
export const translatedLanguages = languageCodes().filter((code) => code !== defaultLanguage);

export const allLanguages = languageCodes();

/** Every English page of the spec's route table, the 404 page's address aside. */
export const englishPaths = siteRoutes.map((route) => route.path);

function strings(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === "string" ? [value] : strings(value)));
}

/**
 * English sentences a translated page must not show: catalog strings of three words or more,
 * without their placeholders (brand names, figures and addresses are not in the catalog).
 */
export const englishSentences = [
  ...new Set(
    strings(englishCatalog())
      .flatMap((text) => text.split(/\{[a-zA-Z]+\}/))
      .map((text) => text.trim())
      .filter((text) => text.split(/\s+/).length >= 3),
  ),
];

/** Every check of one page, opened at the address of `englishPath` in `code`. */
export async function expectPageInLanguage(page: Page, englishPath: string, code: string): Promise<void> {
  const path = localizeHref(englishPath, code);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const language = languageOf(code);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path));
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  expect(alternates.toSorted()).toEqual(
    [
      ...allLanguages.map((other) => [other, absoluteUrl(localizeHref(englishPath, other))]),
      ["x-default", absoluteUrl(englishPath)],
    ].toSorted(),
  );
  // Internal links stay in the language, but for the switcher's and the legal notice's, which
  // name the language they lead to.
  const strays = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll(
      (links, prefix) =>
        links
          .map((link) => link.getAttribute("href") ?? "")
          .filter((href) => href !== prefix && !href.startsWith(`${prefix}/`) && !href.startsWith(`${prefix}?`)),
      `/${code}`,
    );
  expect(strays, `links out of /${code} on ${path}`).toEqual([]);
  // The suggestion is the one place that speaks another language, on purpose: it offers the
  // browser's (tests/e2e/languages.spec.ts checks it).
  const text = (await page.locator("body > :not([data-language-suggestions], script, template)").allInnerTexts()).join(
    "\n",
  );
  const english = englishSentences.filter((sentence) => text.includes(sentence));
  expect(english, `English left on ${path}`).toEqual([]);
  const englishTitle = /<title>([^<]*)<\/title>/.exec(await (await page.request.get(englishPath)).text())?.[1];
  expect(await page.title(), `the title of ${path} is the English one`).not.toBe(englishTitle);
  // Until a named reviewer signs the language off, every page says so, linking to English (D25).
  const notice = page.locator(`[${pageDom.unreviewedNotice}]`);
  if (readLanguageFile(code).review.status === "unreviewed") {
    await expect(notice).toHaveCount(1);
    await expect(notice.locator("a")).toHaveAttribute("href", englishPath);
  } else await expect(notice).toHaveCount(0);
}
