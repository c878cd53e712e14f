/**
 * Values that read left to right inside Arabic sentences (issue 23, docs/decisions/025): the phone
 * number of the legal pages and the calculator's amounts, measured where the browser draws each
 * character, not in the markup. A value reads in order when each of its visible characters stands
 * to the right of the one before; "0142-555 (202) 1+" is the failure the review saw.
 */
import { expect, test, type Locator, type Page } from "./test.ts";
import { localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { languageOf } from "#app/lib/i18n/languages.server.ts";
import { formatMinorUnits } from "#app/lib/minor-units.ts";
import { allRoutes, averageOf, percentageOf, toMinorUnits } from "#app/lib/send-money.ts";
import { remittancePrices } from "#app/content/remittance-prices.ts";
import { site } from "#app/site.config.ts";
import { translatedLanguages } from "./language-checks.ts";

test.skip(!translatedLanguages.includes("ar"), "no Arabic on this site");
// The measurement lays out every block with a style of its own, which the pages' CSP would refuse.
test.use({ bypassCSP: true });

const locale = numberLocale(languageOf("ar"));
const sendMoney = localizedModule("sendMoney", "ar");
const amount = (value: number, currency: string) => formatMinorUnits(toMinorUnits(value, currency), currency, locale);

/**
 * The left edge, in screen pixels, of each visible character of every shown occurrence of `value`
 * in `scope`'s text, in the order the characters are stored (bidi marks and isolates are not drawn).
 */
async function characterPositions(scope: Locator, value: string): Promise<number[][]> {
  return scope.evaluate((root, wanted) => {
    const invisible = /[\s\u200e\u200f\u061c\u2066-\u2069]/;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const characters: Array<{ node: Text; offset: number; char: string }> = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let offset = 0; offset < node.data.length; offset += 1) {
        const char = node.data[offset]!;
        if (!invisible.test(char)) characters.push({ node, offset, char });
      }
    const target = [...wanted].filter((char) => !invisible.test(char)).join("");
    const text = characters.map(({ char }) => char).join("");
    const found: number[][] = [];
    for (let start = text.indexOf(target); start !== -1; start = text.indexOf(target, start + 1)) {
      const drawn = characters.slice(start, start + target.length);
      // Hidden copies (the other state's message, the words a script reads) are not read.
      if (!drawn[0]!.node.parentElement!.checkVisibility()) continue;
      found.push(
        drawn.map(({ node, offset }) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        }),
      );
    }
    return found;
  }, value);
}

/** Lays out every block now: the page leaves those far from the screen unrendered (docs/decisions/019). */
async function renderEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

const arabicLetter = /\p{Script=Arabic}/u;

/**
 * Every occurrence of `value` in `scope` (at least `count`) reads in order on the screen: left to
 * right; or, for an amount whose sign is Arabic ("750.00 د.إ."), its figure left to right and its
 * sign wholly on the figure's left, read after it from the right.
 */
async function expectReadsInOrder(scope: Locator, value: string, count = 1): Promise<void> {
  const visible = [...value].filter((char) => !/[\s\u200e\u200f\u061c\u2066-\u2069]/.test(char));
  const occurrences = await characterPositions(scope, value);
  expect(occurrences.length, `"${value}" is shown`).toBeGreaterThanOrEqual(count);
  for (const positions of occurrences) {
    const figure = positions.filter((_, index) => !arabicLetter.test(visible[index]!) && visible[index] !== ".");
    const sign = positions.filter((_, index) => arabicLetter.test(visible[index]!));
    const inOrder = sign.length === 0 ? positions : figure;
    const backwards = inOrder.slice(1).filter((left, index) => left <= inOrder[index]!);
    expect(backwards, `"${value}" drawn at ${positions.map(Math.round).join(", ")}`).toEqual([]);
    if (sign.length > 0)
      expect(Math.max(...sign), `"${value}": its sign left of its figure`).toBeLessThan(Math.min(...figure));
  }
}

const calculator = (page: Page) => page.getByRole("region", { name: sendMoney.copy.heading });

test.describe("in Arabic, inserted values read in their own order", () => {
  for (const [document, phones] of [
    ["/legal/terms", 2],
    ["/legal/privacy", 1],
    ["/legal/cookies", 1],
  ] as const)
    test(`the phone number and the e-mail address on ${document}`, async ({ page }) => {
      await page.goto(localizeHref(document, "ar"));
      await renderEverything(page);
      const main = page.getByRole("main");
      await expectReadsInOrder(main, site.phone.display, phones);
      await expectReadsInOrder(main, site.email);
    });

  test("the calculator's amounts in its comparison", async ({ page }) => {
    await page.goto(localizeHref("/products/cross-border", "ar"));
    await renderEverything(page);
    const { basket } = Object.values(remittancePrices.sources)[0]!;
    await expectReadsInOrder(calculator(page), amount(basket.amount, basket.currency));
    // The first route, at its typical amount, against its own World Bank average (D22).
    const [first] = allRoutes(sendMoney.rates);
    const typical = toMinorUnits(first!.source.typicalAmount, first!.source.currency);
    const average = averageOf(remittancePrices, first!)!;
    const atAverage = percentageOf(typical, average.averageCostPercent);
    await expectReadsInOrder(calculator(page), formatMinorUnits(atAverage, first!.source.currency, locale));
  });

  test("the amounts in the table of every route, which a page without JavaScript shows", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizeHref("/products/cross-border", "ar"));
    const table = calculator(page).getByRole("table");
    // Near the screen, its band is laid out (docs/decisions/019); a style cannot be added without a script.
    await table.scrollIntoViewIfNeeded();
    for (const { source, corridor } of allRoutes(sendMoney.rates)) {
      const typical = toMinorUnits(source.typicalAmount, source.currency);
      await expectReadsInOrder(table, formatMinorUnits(typical, source.currency, locale));
      await expectReadsInOrder(
        table,
        formatMinorUnits(percentageOf(typical, corridor.feePercent), source.currency, locale),
      );
    }
    await context.close();
  });

  test("the calculator's messages about the amount typed", async ({ page }) => {
    await page.goto(localizeHref("/products/cross-border", "ar"));
    await renderEverything(page);
    const form = calculator(page);
    const { fields } = sendMoney.copy;
    for (const source of sendMoney.rates.sources.filter(({ currency }) => ["USD", "GBP"].includes(currency))) {
      await form.getByLabel(fields.from).selectOption(source.id);
      await form.getByLabel(fields.amount).fill("0.5");
      await expectReadsInOrder(form, amount(source.minimumAmount, source.currency));
      await form.getByLabel(fields.amount).fill(String(source.maximumAmount * 10));
      await expectReadsInOrder(form, amount(source.maximumAmount, source.currency));
    }
  });
});
