import { expect, test } from "./test.ts";

// The legal pages are long and marked for reveal lower down only through the footer band; the
// home page is the richest, so the reveal is checked on its lowest revealing block.
const lastRevealing = "[data-reveal] >> nth=-1";

test("blocks below the fold wait, then slide in when scrolled to", async ({ page }) => {
  await page.goto("/");
  const block = page.locator(lastRevealing);
  await expect(block).toHaveAttribute("data-reveal-state", "pending");
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-reveal-state", "shown");
  await expect(block).toHaveCSS("opacity", "1");
});

test("nothing is hidden for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
  await expect(page.locator(lastRevealing)).toHaveCSS("opacity", "1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every block is visible", async ({ page }) => {
    await page.goto("/");
    const blocks = page.locator("[data-reveal]");
    expect(await blocks.count()).toBeGreaterThan(0);
    for (const block of await blocks.all()) await expect(block).toHaveCSS("opacity", "1");
  });
});
