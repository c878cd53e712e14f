import { expect, test, type Page } from "./test.ts";

/**
 * Installing the site, and a visitor who saves data (issue 25, docs/decisions/024).
 */

test.describe("installable", () => {
  test.use({ serviceWorkers: "allow" });

  test("Chromium finds the manifest of the page's language and nothing stops an install", async ({ page }) => {
    await page.goto("/fr/support");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/fr/manifest.webmanifest");
    const session = await page.context().newCDPSession(page);
    await expect
      .poll(async () => (await session.send("Page.getAppManifest")).url)
      .toMatch(/\/fr\/manifest\.webmanifest$/);
    const { errors, data } = await session.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? "{}")).toMatchObject({ start_url: "/fr", lang: "fr", display: "standalone" });
    // Playwright's contexts are incognito, where Chromium offers no install; nothing else may stand in the way.
    await expect
      .poll(async () =>
        (await session.send("Page.getInstallabilityErrors")).installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== "in-incognito"),
      )
      .toEqual([]);
  });

  test("the theme colour follows the system's light and dark", async ({ page }) => {
    await page.goto("/");
    const colours = page.locator('meta[name="theme-color"]');
    await expect(colours).toHaveCount(2);
    await expect(colours.first()).toHaveAttribute("media", "(prefers-color-scheme: light)");
    await expect(colours.last()).toHaveAttribute("media", "(prefers-color-scheme: dark)");
  });
});

type Visit = { bytes: number; fonts: string[]; drawings: string[] };

/** What the page has fetched so far: bytes over the wire, font files and drawings. */
function fetched(page: Page): Promise<Visit> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[];
    const paths = entries.map((entry) => new URL(entry.name).pathname);
    return {
      bytes: entries.reduce((total, entry) => total + entry.transferSize, 0),
      fonts: paths.filter((path) => path.endsWith(".woff2")),
      drawings: paths.filter((path) => /^\/assets\/.+\.svg$/.test(path)),
    };
  });
}

/** Opens `path` and waits until it has fetched all it will: for a normal visit, the font for later pages too. */
async function visit(page: Page, path: string, savingData: boolean): Promise<Visit> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  if (!savingData) await expect.poll(async () => (await fetched(page)).fonts.length, { timeout: 15_000 }).toBe(1);
  return fetched(page);
}

for (const path of ["/", "/support", "/ar", "/blog/sme-growth-africa-financing-expansion"]) {
  test(`${path} with Save-Data: no web font, no drawing, fewer bytes`, async ({ browser }) => {
    const plain = await browser.newContext();
    const saving = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
    try {
      const normal = await visit(await plain.newPage(), path, false);
      const page = await saving.newPage();
      const saved = await visit(page, path, true);
      await expect(page.locator("html")).toHaveAttribute("data-save-data", "");
      expect(saved.fonts).toEqual([]);
      expect(saved.drawings).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(
        /Manrope Variable|Cairo/,
      );
      expect(saved.bytes).toBeLessThan(normal.bytes);
    } finally {
      await plain.close();
      await saving.close();
    }
  });
}

test.describe("Save-Data and the service worker", () => {
  test.use({ serviceWorkers: "allow", extraHTTPHeaders: { "Save-Data": "on" } });

  test("registers a worker that fetches nothing ahead", async ({ page }) => {
    await page.goto("/support");
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
    expect(new URL(script).search).toBe("?save-data");
    const shellFiles = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys())
        if (name.startsWith("sankofa-shell-")) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
    expect(shellFiles).toBe(0);
  });
});
