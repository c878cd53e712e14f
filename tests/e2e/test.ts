/**
 * Playwright's `test` and `expect`, with one change: `page.goto` and `page.reload` of a page of the
 * site return once the page's after-paint scripts have run (`<html data-after-paint="loaded">`,
 * app/client/after-paint.ts) and the site script has rendered every block that waited for the
 * screen (docs/decisions/020). The scripts load only after the first paint (docs/decisions/017),
 * often after the load event Playwright waits for, and a test acts as a visitor who arrived a
 * moment before, not one racing the first paint. Without JavaScript, and for anything but an HTML
 * page, they return as Playwright's own do.
 */
import { test as base, type Page, type Response } from "@playwright/test";
import { waitingBlocksSelector } from "#app/contracts/page.ts";

export { expect } from "@playwright/test";
export type { Locator, Page, Route } from "@playwright/test";

const pagesWithoutSiteScript = new WeakSet<Page>();

/**
 * Keeps the site script from loading, so what waits for the screen goes on waiting, as in the
 * moment after a fresh visit's first paint before the script renders it (docs/decisions/020).
 */
export async function holdBackSiteScript(page: Page): Promise<void> {
  pagesWithoutSiteScript.add(page);
  await page.route(/\/assets\/site-script-[\w-]+\.js$/, (route) => route.abort());
}

/**
 * Starts loading `path` and returns as soon as the browser commits to it, before anything is
 * painted: for a test that acts as the page appears, scripts or not (tests/e2e/no-dead-taps.spec.ts).
 */
export async function startLoading(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: "commit" });
}

async function afterPaintScriptsRun(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page.locator('html[data-after-paint="loaded"]').waitFor({ state: "attached" });
  if (pagesWithoutSiteScript.has(page)) return;
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((block) => getComputedStyle(block).contentVisibility !== "auto"),
    waitingBlocksSelector,
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await afterPaintScriptsRun(page, response);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await afterPaintScriptsRun(page, response);
        return response;
      };
    }
    await use(page);
  },
});
