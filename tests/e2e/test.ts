/**
 * Playwright's `test` and `expect`, with one change: `page.goto` and `page.reload` of a page of the
 * site return once the page's after-paint scripts have run (`<html data-after-paint="loaded">`,
 * app/client/after-paint.ts). The site script and the page scripts load only after the first paint
 * (docs/decisions/017), often after the load event Playwright waits for, and a test acts as a
 * visitor who arrived a moment before, not one racing the first paint. Without JavaScript, and for
 * anything but an HTML page, they return as Playwright's own do.
 */
import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Locator, Page, Route } from "@playwright/test";

async function afterPaintScriptsRun(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page.locator('html[data-after-paint="loaded"]').waitFor({ state: "attached" });
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
