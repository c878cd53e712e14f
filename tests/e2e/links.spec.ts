import { expect, test } from "./test.ts";
import { siteRoutes } from "./site-routes.ts";

test("every internal link on every page leads to a page that exists", async ({ request }) => {
  test.setTimeout(120_000);
  const targets = new Map<string, string>();
  for (const route of siteRoutes) {
    const html = await (await request.get(route.path)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      if (!href!.startsWith("/") || href!.startsWith("//")) continue;
      const path = href!.replace(/&amp;/g, "&").split("#")[0]!;
      if (path && !targets.has(path)) targets.set(path, route.path);
    }
  }
  // A sanity check that links were found at all: header, footer and page links.
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [path, foundOn] of targets) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} (linked from ${foundOn}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test("in-page links point at an element that exists", async ({ page }) => {
  for (const route of siteRoutes) {
    await page.goto(route.path);
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
        .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
        .filter((link) => !document.getElementById(decodeURIComponent(link.hash.slice(1))))
        .map((link) => link.getAttribute("href")),
    );
    expect(missing, route.path).toEqual([]);
  }
});
