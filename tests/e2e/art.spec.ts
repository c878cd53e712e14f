import { expect, test, type Locator } from "./test.ts";
import sharp from "sharp";
import { artPalette, type ArtColor } from "#app/lib/art-palette.ts";
import { readArticles } from "#scripts/lib/article-files.ts";
import { siteRoutes } from "./site-routes.ts";

const articles = await readArticles();

/** The colour the browser painted at a point of an element, given as fractions of its box. */
async function paintedAt(element: Locator, x: number, y: number): Promise<[number, number, number]> {
  const png = await element.screenshot();
  const image = sharp(png);
  const { width, height } = await image.metadata();
  const { data } = await image
    .extract({ left: Math.round(width! * x), top: Math.round(height! * y), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function expectColour(actual: [number, number, number], color: ArtColor, theme: 0 | 1) {
  const expected = rgb(artPalette[color][theme]);
  for (const [index, channel] of actual.entries()) expect(Math.abs(channel - expected[index]!)).toBeLessThanOrEqual(3);
}

test("every article's cover is its own drawing, from its cover design, sized and decorative", async ({
  page,
  request,
}) => {
  await page.goto("/resources");
  const covers = page.getByRole("main").locator("[data-cover]");
  await expect(covers).toHaveCount(articles.length);
  const files = new Set<string>();
  for (const cover of await covers.all()) {
    const slug = (await cover.getAttribute("data-cover"))!;
    const article = articles.find((candidate) => candidate.slug === slug)!;
    await expect(cover).toHaveAttribute("aria-hidden", "true");
    await expect(cover).toHaveAttribute("width", /^\d+$/);
    await expect(cover).toHaveAttribute("height", /^\d+$/);
    await expect(cover).toHaveAttribute("viewBox", /^0 0 \d+ \d+$/);
    const href = (await cover.locator("use").getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^/assets/${slug}-[\\w-]+\\.svg#cover$`));
    const file = await request.get(href.replace(/#.*/, ""));
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
    const svg = await file.text();
    expect(svg).toContain(`data-subject="${article.cover.subject}"`);
    files.add(svg);
  }
  expect(files.size).toBe(articles.length);
});

test("covers and illustrations are painted in dark colours in the dark theme, following the toggle", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  const security = articles.find((article) => article.cover.subject === "phone-shield")!;
  await page.goto(`/blog/${security.slug}`);
  const cover = page.getByRole("main").locator(`header [data-cover="${security.slug}"]`);
  // Just above the subject: the disc behind it (the mint ground's palest tone).
  expectColour(await paintedAt(cover, 0.5, 0.095), "mintPale", 0);
  await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
  expectColour(await paintedAt(cover, 0.5, 0.095), "mintPale", 1);

  // The About hero's own illustration: its panel, left of the city.
  await page.goto("/about");
  const hero = page.locator('[data-illustration="about-hero"]');
  await expect(hero).toBeVisible();
  expectColour(await paintedAt(hero, 0.03, 0.5), "mint", 1);
  await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
  expectColour(await paintedAt(hero, 0.03, 0.5), "mint", 0);
});

test("without a saved choice, the art follows the system's dark setting", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/about");
  expectColour(await paintedAt(page.locator('[data-illustration="about-hero"]'), 0.03, 0.5), "mint", 1);
});

test("every picture on every page has its size and a text alternative, or is hidden as decoration", async ({
  page,
}) => {
  for (const { path } of siteRoutes) {
    await page.goto(path);
    for (const image of await page.locator("img").all()) {
      await expect(image, `${path} img`).toHaveAttribute("width", /^\d+$/);
      await expect(image, `${path} img`).toHaveAttribute("height", /^\d+$/);
      await expect(image, `${path} img`).toHaveAttribute("alt");
    }
    for (const art of await page.locator("svg:is([data-illustration], [data-cover])").all()) {
      await expect(art, path).toHaveAttribute("viewBox", /^0 0 \d+ \d+$/);
      await expect(art, path).toHaveAttribute("width", /^\d+$/);
      const hidden = await art.getAttribute("aria-hidden");
      if (hidden !== "true") {
        await expect(art, path).toHaveAttribute("role", "img");
        await expect(art, path).toHaveAttribute("aria-label", /\S/);
      }
    }
  }
});
