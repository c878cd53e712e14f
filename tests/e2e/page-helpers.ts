import { expect, test, type Locator, type Page } from "./test.ts";

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the element after ${limit} presses`);
}

/** Waits for a smooth scroll to finish: the page's scroll offset is the same 200 ms apart. */
export async function waitForScrollToRest(page: Page): Promise<void> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const offset = await page.evaluate(() => scrollY);
        const resting = offset === previous;
        previous = offset;
        return resting;
      },
      { intervals: [200] },
    )
    .toBe(true);
}

/**
 * An in-page link has done its job: the address carries the hash, and its section has focus and has
 * scrolled (smoothly, unless reduced motion is asked for) to just under the sticky header.
 */
export async function expectLandedOn(page: Page, section: Locator, hash: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(section).toBeFocused();
  const headerHeight = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  await expect.poll(async () => (await section.boundingBox())?.y).toBeGreaterThanOrEqual(headerHeight - 1);
  await expect.poll(async () => (await section.boundingBox())?.y).toBeLessThan(headerHeight + 40);
}

/** The figures of a description list (value in <dd>, label in <dt>) as "value label" lines. */
export async function figuresOf(list: Locator): Promise<string[]> {
  const labels = await list.getByRole("term").allTextContents();
  const values = await list.getByRole("definition").allTextContents();
  return values.map((value, index) => `${value} ${labels[index]}`);
}

/** Every link target inside `scope`, in document order. */
export function linkTargets(scope: Locator): Promise<(string | null)[]> {
  return scope.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

/** A static page's basics: `title` is its one h1, its headings are in order and it ships no React. */
export async function expectStaticPage(page: Page, title: string): Promise<void> {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectHeadingsInOrder(main);
  await expectNoReact(page);
}

/** The page ships no React: no module scripts and no React Router context (docs/decisions/001). */
async function expectNoReact(page: Page): Promise<void> {
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

/** Headings of `scope` go down one level at a time: h1, then h2, then h3, never skipping one. */
async function expectHeadingsInOrder(scope: Locator): Promise<void> {
  const levels = await scope
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} of ${levels.join(",")}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

/** A band of cards: `count` list items whose h3 titles are `titles`, in order. */
export async function expectCards(section: Locator, count: number, titles: readonly string[]): Promise<void> {
  await expect(section.getByRole("listitem")).toHaveCount(count);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([...titles]);
}

type JumpLinkJourney = {
  /** The hero's button that jumps down the page. */
  button: (page: Page) => Locator;
  /** The section it jumps to, and that section's hash. */
  section: (page: Page) => Locator;
  hash: string;
  /** The first control after the start of the section: where the next Tab must go. */
  nextStop: (page: Page) => Locator;
};

/**
 * Declares the two journeys of a hero button that jumps to a section: by pointer and by keyboard.
 * Call it in a spec whose beforeEach opens the page.
 */
export function testJumpLink({ button, section, hash, nextStop }: JumpLinkJourney): void {
  test(`the hero button scrolls to ${hash} @both`, async ({ page }) => {
    await expect(button(page)).toHaveAttribute("href", hash);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await button(page).click();
    await expectLandedOn(page, section(page), hash);
  });

  test(`keyboard: Tab to the hero button, Enter lands on ${hash} and the next Tab continues from there`, async ({
    page,
  }) => {
    await tabTo(page, button(page));
    await page.keyboard.press("Enter");
    await expectLandedOn(page, section(page), hash);
    await page.keyboard.press("Tab");
    await expect(nextStop(page)).toBeFocused();
  });
}

/**
 * How far the page reaches past the edge of a screen `width` px wide (0 when it fits), and
 * whether the document hides its overflow instead of fitting (which would cut content off). A phone
 * widens its layout viewport to fit a page that is too wide, so the screen width is the measure.
 */
export function measureWidth(page: Page, width: number) {
  return page.evaluate((screenWidth) => {
    const root = document.documentElement;
    const hidden = [root, document.body].some((element) =>
      ["hidden", "clip"].includes(getComputedStyle(element).overflowX),
    );
    return { overflow: root.scrollWidth - screenWidth, hidden };
  }, width);
}

/**
 * Opens pages as a returning visitor whose phone has the page's font (docs/decisions/024): they
 * name the web font from their first paint, as every page did before first visits waited for none.
 */
export async function withTheFontOnThePhone(page: Page, path: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const typeface = /<html[^>]*\bdata-typeface="([^"]+)"/.exec(html)?.[1] ?? "";
  await page.addInitScript((file) => localStorage.setItem("sankofa-typeface", file), typeface);
}
