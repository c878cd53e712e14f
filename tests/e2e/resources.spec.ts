import { expect, test } from "./test.ts";
import { guide, specArticles } from "./article-table.ts";

test.describe("resources page", () => {
  test("has a hero, the featured cross-border guide and the five other articles, newest first", async ({ page }) => {
    const response = await page.goto("/resources");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Resources: money guides for Africa and the diaspora | Sankofa");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Resources");

    const featured = main.getByRole("region", { name: "Featured Article" });
    const banner = featured.getByRole("article");
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
      "href",
      `/blog/${guide.slug}`,
    );
    await expect(banner.getByText(guide.category, { exact: true })).toBeVisible();
    await expect(banner.getByText(`${guide.date} · ${guide.readTime}`)).toBeVisible();
    await expect(banner.locator("[data-cover]")).toHaveAttribute("height", /\d+/);

    const cards = main.getByRole("region", { name: "Latest Articles" }).getByRole("listitem");
    await expect(cards).toHaveCount(5);
    const others = specArticles.filter((article) => article !== guide);
    for (const [index, spec] of others.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        `/blog/${spec.slug}`,
      );
      await expect(card.getByText(spec.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${spec.date} · ${spec.readTime}`)).toBeVisible();
      await expect(card.locator(`[data-cover="${spec.slug}"]`)).toHaveAttribute("width", /\d+/);
      // Title, then the excerpt.
      await expect(card.locator("p").nth(1)).not.toBeEmpty();
    }

    await expect(main.getByRole("link", { name: "View All Posts" })).toHaveAttribute("href", "/blog");
  });

  test("a card opens its article, and its cover loads", async ({ page }) => {
    await page.goto("/resources");
    const card = page.getByRole("region", { name: "Latest Articles" }).getByRole("listitem").first();
    const cover = card.locator("[data-cover]");
    await cover.scrollIntoViewIfNeeded();
    const file = await page.request.get((await cover.locator("use").getAttribute("href"))!.replace(/#.*/, ""));
    expect(file.ok()).toBe(true);
    // The title's link covers the card, so a click on the picture opens the article too.
    const box = (await cover.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/blog/${specArticles[1]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("reads well on a phone @mobile", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("region", { name: "Latest Articles" }).getByRole("listitem")).toHaveCount(5);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
