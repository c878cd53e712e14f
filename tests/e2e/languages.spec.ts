/**
 * The languages (issue 11, D19), on a sample of pages: every route in every language is
 * `npm run test:languages` (languages.sweep.ts). With English alone there is nothing to switch
 * to, so these only run when a language folder exists (test:languages builds a throwaway one).
 */
import { expect, test } from "./test.ts";
import { dateLocale, localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { languageCodes, languageOf } from "#app/lib/i18n/languages.server.ts";
import { storedMessages, uniqueSubject } from "./contact-messages.ts";
import { allLanguages, expectPageInLanguage, translatedLanguages } from "./language-checks.ts";

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

test("an English page says nothing of a review", async ({ page }) => {
  await page.goto("/support");
  await expect(page.locator("[data-unreviewed-notice]")).toHaveCount(0);
});

test("a translated legal document says the English text prevails and links to it", async ({ page }) => {
  await page.goto(`/${code}/legal/privacy`);
  await expect(page.locator('main a[hreflang="en"]')).toHaveAttribute("href", "/legal/privacy");
});

test("every language formats numbers with a locale the browser has, as the build did (Chromium lacks ha, yo, ig, pcm)", async ({
  page,
}) => {
  await page.goto("/");
  for (const code of languageCodes()) {
    const language = languageOf(code);
    const built = new Intl.NumberFormat(numberLocale(language), { style: "currency", currency: "NGN" }).format(2450000);
    const browser = await page.evaluate(
      (locale) => ({
        supported: Intl.NumberFormat.supportedLocalesOf([locale]).length > 0,
        written: new Intl.NumberFormat(locale, { style: "currency", currency: "NGN" }).format(2450000),
      }),
      numberLocale(language),
    );
    expect(browser, code).toEqual({ supported: true, written: built });
    // Dates are written only when the page is built, where Node has every language's data.
    expect(Intl.DateTimeFormat.supportedLocalesOf([dateLocale(language)]), code).toHaveLength(1);
  }
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

  test("keeps ?tab=, ?priority= and the form's #contact in the HTML sent, for a copied or no-script link", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, query] of [
      ["/products", "?tab=businesses"],
      ["/support", "?priority=urgent#contact"],
    ] as const) {
      await page.goto(localizeHref(path + query, code));
      const links = page.getByRole("contentinfo").locator("a[data-language-link]");
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
        allLanguages.map((other) => localizeHref(path + query, other)),
      );
    }
    await page.getByRole("contentinfo").locator('a[data-language-link="en"]').click();
    await expect(
      page.getByRole("combobox", { name: localizedModule("support", "en").form.labels.priority }),
    ).toHaveValue("urgent");
    await context.close();
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

  test("offers a phone set to Hausa the Hausa page, fetching only that language's words", async ({ browser }) => {
    test.skip(!translatedLanguages.includes("ha"), "no Hausa on this site");
    const context = await browser.newContext({ locale: "ha-NG" });
    const page = await context.newPage();
    const offers: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/languages/")) offers.push(new URL(request.url()).pathname);
    });
    await page.goto("/support");
    const offer = page.locator('[data-language-suggestion="ha"]');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "ha");
    await expect(offer.getByRole("link")).toHaveAttribute("href", "/ha/support");
    expect(offers).toEqual(["/languages/ha.json"]);
    await context.close();
  });

  test("does not nag a Nigerian phone set to English on a page in a language of Nigeria", async ({ browser }) => {
    test.skip(!translatedLanguages.includes("pcm"), "no Pidgin on this site");
    const context = await browser.newContext({ locale: "en-NG" });
    const page = await context.newPage();
    for (const path of ["/pcm/about", "/yo", "/about"]) {
      await page.goto(path);
      await expect(page.locator("[data-language-suggestion]:visible"), path).toHaveCount(0);
    }
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

test.describe("the contact form in the page's language", () => {
  const { form: copy } = localizedModule("support", code);
  const words = localizedModule("contact", code);

  test("sends, says so in the language and stores the message with it", async ({ page }) => {
    await page.goto(localizeHref("/support", code));
    const form = page.getByRole("form", { name: copy.title });
    const subject = uniqueSubject("Language");
    await form.getByRole("textbox", { name: copy.labels.name, exact: true }).fill("Chiamaka Obi");
    await form.getByRole("textbox", { name: copy.labels.email, exact: true }).fill("chiamaka.obi@example.com");
    await form.getByRole("textbox", { name: copy.labels.subject, exact: true }).fill(subject);
    await form.getByRole("textbox", { name: copy.labels.message, exact: true }).fill("My transfer has not arrived.");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByText(words.resultMessages.sent)).toBeVisible();
    expect(storedMessages(subject)).toMatchObject([{ language: code }]);
  });

  test("without JavaScript, a refused message comes back in the language with the field's message", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizeHref("/support", code));
    const form = page.getByRole("form", { name: copy.title });
    // The browser accepts an address without a dot in its domain; the server does not.
    await form.getByRole("textbox", { name: copy.labels.name, exact: true }).fill("Chiamaka Obi");
    await form.getByRole("textbox", { name: copy.labels.email, exact: true }).fill("chiamaka@example");
    await form.getByRole("textbox", { name: copy.labels.subject, exact: true }).fill(uniqueSubject("Refused"));
    await form.getByRole("textbox", { name: copy.labels.message, exact: true }).fill("Hello");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(form.getByRole("textbox", { name: copy.labels.email, exact: true })).toHaveValue("chiamaka@example");
    await expect(form.getByRole("textbox", { name: copy.labels.email, exact: true })).toHaveAccessibleDescription(
      words.rules.email,
    );
    await context.close();
  });
});
