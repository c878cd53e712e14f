/**
 * The languages (issue 11, D19), on a sample of pages: every route in every language is
 * `npm run test:languages` (languages.sweep.ts). With English alone there is nothing to switch
 * to, so these only run when a language folder exists (test:languages builds a throwaway one).
 */
import { expect, test } from "@playwright/test";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageOf } from "#app/lib/i18n/languages.server.ts";
import { expectPageInLanguage, translatedLanguages } from "./language-checks.ts";

const [code = ""] = translatedLanguages;
const samplePaths = ["/", "/products", "/support", "/blog/sme-growth-africa-financing-expansion", "/legal/privacy"];

test.skip(translatedLanguages.length === 0, "the site has one language: nothing to switch to");

test.describe("a sample of pages in the first other language", () => {
  for (const path of samplePaths)
    test(`${path} is in that language through and through`, async ({ page }) => {
      await expectPageInLanguage(page, path, code);
    });
});

test("an unknown address under the language's prefix gets its not-found page, status 404", async ({ page }) => {
  const response = await page.goto(`/${code}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
});

test("?tab= is painted from the first byte in the language too", async ({ page }) => {
  await page.goto(`/${code}/products?tab=businesses`);
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveAttribute("id", "products-tab-businesses");
});

test("a translated legal document says the English text prevails and links to it", async ({ page }) => {
  await page.goto(`/${code}/legal/privacy`);
  await expect(page.locator('main a[hreflang="en"]')).toHaveAttribute("href", "/legal/privacy");
});

test.describe("the switcher", () => {
  test("names each language in itself and leads to the same page, keeping ?tab= (with JavaScript)", async ({
    page,
  }) => {
    await page.goto("/products?tab=businesses");
    const link = page.getByRole("contentinfo").locator(`a[data-language-link="${code}"]`);
    await expect(link).toHaveAttribute("lang", code);
    await expect(link).toHaveText(languageOf(code).autonym);
    await link.click();
    await expect(page).toHaveURL(`${localizeHref("/products", code)}?tab=businesses`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    expect(await page.evaluate(() => localStorage.getItem("sankofa-language"))).toBe(code);
  });

  test("works as plain links without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/support");
    await page.getByRole("contentinfo").locator(`a[data-language-link="${code}"]`).click();
    await expect(page).toHaveURL(localizeHref("/support", code));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await context.close();
  });
});

test.describe("the suggestion", () => {
  test("offers the browser's language in that language, and a dismissal is remembered", async ({ browser }) => {
    const context = await browser.newContext({ locale: code });
    const page = await context.newPage();
    await page.goto("/about");
    const offer = page.locator(`[data-language-suggestion="${code}"]`);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", code);
    await expect(offer.getByRole("link")).toHaveAttribute("href", localizeHref("/about", code));
    await offer.getByRole("button").click();
    await expect(offer).toBeHidden();
    await page.goto("/security");
    await expect(page.locator(`[data-language-suggestion="${code}"]`)).toBeHidden();
    await context.close();
  });

  test("never shows to a browser that prefers the page's language, nor without JavaScript", async ({ browser }) => {
    const english = await browser.newContext({ locale: "en-GB" });
    const page = await english.newPage();
    await page.goto("/about");
    await expect(page.locator("[data-language-suggestion]:visible")).toHaveCount(0);
    await english.close();
    const noScript = await browser.newContext({ locale: code, javaScriptEnabled: false });
    const quiet = await noScript.newPage();
    await quiet.goto("/about");
    await expect(quiet.locator("[data-language-suggestion]:visible")).toHaveCount(0);
    await noScript.close();
  });
});
