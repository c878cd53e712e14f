import { expect, test, type Page } from "./test.ts";
import { siteRoutes } from "./site-routes.ts";

/**
 * What a page shows at its first paint is what it keeps (docs/decisions/005, 017): its inlined
 * rules already hold every rule of the full stylesheet that its HTML matches, and before that
 * paint it fetches nothing but its document, and its font once an earlier page has fetched it.
 */

const fullStylesheet = /\/assets\/app-[\w-]+\.css$/;

/**
 * Every element's box in the body, by position in the document, to compare two moments; inside a
 * widget React runs (the carousel turns on its own), only the widget's own box.
 */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")]
      .filter(
        (element) =>
          !element.closest("template, noscript, svg.hidden") && !element.parentElement?.closest("[data-island]"),
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
        return `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

test.describe("the first paint needs no stylesheet", () => {
  for (const { path } of siteRoutes.filter(({ placeholder }) => !placeholder)) {
    test(`${path}: the full stylesheet moves nothing @both`, async ({ page }) => {
      // The page as it first paints: the full stylesheet held back, also where the page loads it.
      await page.route(fullStylesheet, (route) => route.abort());
      await page.goto(path);
      const before = await boxes(page);
      await page.unroute(fullStylesheet);
      const href = await page.evaluate(
        () =>
          [...document.querySelectorAll("noscript")]
            .map((noscript) => /href="(\/assets\/app-[^"]+\.css)"/.exec(noscript.textContent ?? "")?.[1])
            .find(Boolean) ?? "",
      );
      expect(href).toMatch(fullStylesheet);
      await page.evaluate(
        (url) =>
          new Promise((loaded) => {
            const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: url });
            link.addEventListener("load", loaded);
            document.head.append(link);
          }),
        href,
      );
      const after = await boxes(page);
      const moved = after
        .filter((box, index) => box !== before[index])
        .map((box, index) => `${before[index]} → ${box}`);
      expect(after).toHaveLength(before.length);
      expect(moved.slice(0, 10)).toEqual([]);
    });
  }
});

const interLatin = /^\/assets\/inter-latin-letters-[\w-]+\.woff2$/;
const cairoArabicLetters = /^\/assets\/cairo-arabic-letters-[\w-]+\.woff2$/;

/** The paths of the files the page started fetching before its first paint, or at any time. */
function fetched(page: Page, which: "before paint" | "so far"): Promise<string[]> {
  return page.evaluate((beforePaint) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => !beforePaint || entry.startTime < paint)
      .map((entry) => new URL(entry.name).pathname);
  }, which === "before paint");
}

// Each language in its own test, so its own browser context: Chromium preloads the fonts that
// earlier pages of a site used, which would lend an Arabic page the English pages' Inter.
const languages = [
  {
    name: "an English",
    font: interLatin,
    family: "Inter Variable",
    form: "/support",
    pages: ["/", "/about", "/products", "/support", "/blog/sme-growth-africa-financing-expansion"],
  },
  {
    // Hausa's hooked letters are in the same cut as English's (docs/decisions/026).
    name: "a Hausa",
    font: interLatin,
    family: "Inter Variable",
    form: "/ha/support",
    pages: ["/ha", "/ha/support", "/ha/blog/sme-growth-africa-financing-expansion"],
  },
  {
    // Arabic pages wait for Cairo's Arabic letters alone (docs/decisions/018).
    name: "an Arabic",
    font: cairoArabicLetters,
    family: "Cairo Variable",
    form: "/ar/support",
    pages: ["/ar", "/ar/support", "/ar/blog/sme-growth-africa-financing-expansion"],
  },
];

/** Waits until the site script has fetched the page's font for the pages after it (docs/decisions/024). */
async function fontOnThePhone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem("sankofa-typeface") === document.documentElement.dataset.typeface),
    )
    .toBe(true);
}

for (const { name, font, family, form, pages } of languages) {
  test(`before its first paint ${name} page fetches only itself, and its font once the phone has it`, async ({
    page,
  }) => {
    const [first = "/", ...later] = pages;
    await page.goto(first);
    expect(await fetched(page, "before paint"), first).toEqual([]);
    await fontOnThePhone(page);
    for (const path of later) {
      await page.goto(path);
      expect(await fetched(page, "before paint"), path).toEqual([expect.stringMatching(font)]);
    }
  });

  test(`${name} page loads that one font file and no other, even once its form is used`, async ({ page }) => {
    await page.goto(form);
    await fontOnThePhone(page);
    await page.goto(form);
    const stylesheet = page.waitForResponse((response) => fullStylesheet.test(new URL(response.url()).pathname));
    await page.getByRole("textbox").first().focus();
    await stylesheet;
    const fonts = (await fetched(page, "so far")).filter((file) => file.endsWith(".woff2"));
    expect(fonts).toEqual([expect.stringMatching(font)]);
    const webFontsInUse = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded" && !face.family.includes("Fallback"))
        .map((face) => face.family.replaceAll('"', "")),
    );
    expect(new Set(webFontsInUse)).toEqual(new Set([family]));
  });
}
