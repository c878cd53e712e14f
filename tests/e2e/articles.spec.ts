import { expect, test, type Page } from "./test.ts";
import { guide, siteUrl, specArticles } from "./article-table.ts";
import { waitForScrollToRest } from "./page-helpers.ts";

const articlePath = (slug: string) => `/blog/${slug}`;

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head ${selector}`).first().getAttribute("content");
}

test.describe("every article page", () => {
  for (const spec of specArticles) {
    test(`${spec.slug}: header, actions, image, body, tags, author and metadata`, async ({ page }) => {
      const response = await page.goto(articlePath(spec.slug));
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");

      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home›", "Resources›", "Blog"]);
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(breadcrumb.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
      await expect(breadcrumb.getByText("Blog", { exact: true })).toHaveAttribute("aria-current", "page");

      const article = main.getByRole("article").first();
      const title = article.getByRole("heading", { level: 1 });
      await expect(title).toHaveCount(1);
      const titleText = (await title.textContent())!;
      await expect(page).toHaveTitle(`${titleText} | Sankofa Blog`);
      await expect(article.getByText(spec.category, { exact: true }).first()).toBeVisible();
      await expect(article.getByText(spec.date, { exact: true })).toBeVisible();
      await expect(article.getByText(spec.date, { exact: true })).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(article.getByText(spec.readTime, { exact: true })).toBeVisible();
      await expect(article.getByText(/^By /)).toBeVisible();

      await expect(article.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
      // Once beside the title, once in the sidebar.
      await expect(article.getByRole("button", { name: "Share Article" })).toHaveCount(2);

      const cover = article.locator(`header [data-cover="${spec.slug}"]`);
      await expect(cover).toHaveAttribute("width", /\d+/);
      await expect(cover).toHaveAttribute("height", /\d+/);

      await expect(article.locator(".prose p").first()).not.toBeEmpty();
      const tags = article.getByRole("list", { name: "Tags" }).getByRole("listitem");
      expect(await tags.count()).toBeGreaterThan(0);

      const author = article.getByRole("region", { name: "About the Author" });
      const byline = (await article.getByText(/^By /).textContent())!.replace(/^By /, "");
      await expect(author.getByText(byline, { exact: true })).toBeVisible();
      // The portrait is decorative beside the name (alt=""), and loads lazily once in view.
      const portrait = author.locator("img");
      await expect(portrait).toHaveAttribute("alt", "");
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      // Metadata (D12): a blog title, the excerpt, tags as keywords, an article card with its own image.
      const description = await metaContent(page, 'meta[name="description"]');
      expect(description?.length).toBeGreaterThan(70);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${articlePath(spec.slug)}`,
      );
      expect(await metaContent(page, 'meta[property="og:type"]')).toBe("article");
      expect(await metaContent(page, 'meta[property="article:published_time"]')).toMatch(/^2024-01-\d{2}$/);
      const firstTag = (await tags.first().textContent())!;
      expect(await metaContent(page, 'meta[name="keywords"]')).toContain(firstTag);
      expect(await page.locator('head meta[property="article:tag"]').count()).toBe(await tags.count());
      const socialCard = `${siteUrl}/social/${spec.slug}.png`;
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(socialCard);
      expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(socialCard);
      expect(await page.locator('head meta[name="robots"]').count()).toBe(0);
    });
  }

  test("each author box carries that author's own biography (D4)", async ({ page }) => {
    const biographies = new Map<string, string>();
    for (const spec of specArticles) {
      await page.goto(articlePath(spec.slug));
      const author = page.getByRole("region", { name: "About the Author" });
      const name = (await page.getByText(/^By /).textContent())!.replace(/^By /, "");
      const biography = (await author.locator("p").last().textContent())!;
      biographies.set(name, biography);
    }
    expect(biographies.size).toBeGreaterThan(1);
    expect(new Set(biographies.values()).size).toBe(biographies.size);
  });

  test("the social cards are 1200 x 630 PNG images", async ({ request }) => {
    for (const path of [...specArticles.map((spec) => `/social/${spec.slug}.png`), "/social/sankofa.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // The IHDR chunk holds the width and the height right after the signature.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });
});

test.describe("table of contents (D2)", () => {
  for (const spec of specArticles) {
    test(`${spec.slug}: lists its own five sections, each anchor exists`, async ({ page }) => {
      await page.goto(articlePath(spec.slug));
      const links = page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link");
      await expect(links).toHaveCount(5);
      const sections = page.locator(".prose h2");
      await expect(sections).toHaveCount(5);
      for (let index = 0; index < 5; index += 1) {
        const href = (await links.nth(index).getAttribute("href"))!;
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(href)).toHaveText((await links.nth(index).textContent())!);
        await expect(sections.nth(index)).toHaveAttribute("id", href.slice(1));
      }
    });
  }

  test("highlights the section being read and follows the reader", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const links = page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link");
    const sticky = page.getByRole("navigation", { name: "Table of Contents" });
    await expect(page.locator("[aria-current='location']")).toHaveCount(0);

    await links.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${(await links.nth(2).getAttribute("href"))!}$`));
    await expect(links.nth(2)).toHaveAttribute("aria-current", "location");
    await expect(page.locator("[aria-current='location']")).toHaveCount(1);
    await expect(sticky).toBeInViewport();

    await page.locator(".prose h2").nth(4).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(links.nth(4)).toHaveAttribute("aria-current", "location");
    await expect(links.nth(2)).not.toHaveAttribute("aria-current");
    await expect(sticky).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("[aria-current='location']")).toHaveCount(0);
  });

  test("clears the highlight after a jump from the bottom of the page back to the top", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const links = page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link");
    await page.locator(".prose h2").nth(4).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(links.nth(4)).toHaveAttribute("aria-current", "location");
    // Past the last section, then straight back: no heading crosses the window on the way.
    await page.keyboard.press("End");
    await expect
      .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
      .toBeGreaterThan(await page.evaluate(() => document.documentElement.scrollHeight - 2));
    await waitForScrollToRest(page);
    await page.keyboard.press("Home");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("[aria-current='location']")).toHaveCount(0);
  });

  test("Back to Resources starts at the text's left edge", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    const arrow = await page.getByRole("link", { name: "Back to Resources" }).locator("svg").boundingBox();
    expect(Math.abs(arrow!.x - title!.x)).toBeLessThanOrEqual(2);
  });
});

test.describe("related articles (D3)", () => {
  for (const spec of specArticles) {
    test(`${spec.slug}: three others, never itself, each a full card`, async ({ page }) => {
      await page.goto(articlePath(spec.slug));
      const related = page.getByRole("region", { name: "Related Articles" });
      const cards = related.getByRole("listitem");
      await expect(cards).toHaveCount(3);
      const targets: string[] = [];
      for (const card of await cards.all()) {
        const readMore = card.getByRole("link", { name: /^Read More/ });
        const href = (await readMore.getAttribute("href"))!;
        targets.push(href);
        await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", href);
        await expect(card.locator("[data-cover]")).toHaveAttribute("width", /\d+/);
        await expect(card.getByText(/^\d+ min read$|· \d+ min read$/)).toBeVisible();
        await expect(card.locator("p").nth(1)).not.toBeEmpty();
      }
      expect(new Set(targets).size).toBe(3);
      expect(targets).not.toContain(articlePath(spec.slug));
      for (const target of targets) expect(specArticles.map((other) => articlePath(other.slug))).toContain(target);
    });
  }

  test("Read More opens the related article", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const readMore = page.getByRole("region", { name: "Related Articles" }).getByRole("link", { name: /^Read More/ });
    const href = (await readMore.first().getAttribute("href"))!;
    await readMore.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("unknown slug (D5)", () => {
  test("shows the cross-border guide with status 200, under the guide's canonical and noindex", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog\/no-such-article$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Cross-Border Payments Explained/);
    await expect(page.getByRole("main").getByText(guide.date, { exact: true })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}${articlePath(guide.slug)}`,
    );
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");
    await expect(page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link")).toHaveCount(5);
  });

  test("deeper unknown paths under /blog are still not found", async ({ request }) => {
    expect((await request.get("/blog/no-such-article/more")).status()).toBe(404);
  });
});

test.describe("Share Article (spec section 7, D7)", () => {
  test("opens the device's share sheet with the title, the excerpt and the address", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await page.goto(articlePath(guide.slug));
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const excerpt = await metaContent(page, 'meta[name="description"]');
    await page.getByRole("button", { name: "Share Article" }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
      .toEqual([{ title, text: excerpt, url: `${siteUrl}${articlePath(guide.slug)}` }]);
    await expect(page.getByText("Link copied")).toHaveCount(0);
  });

  test('copies the address without a share sheet, and shows and announces "Link copied"', async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
    });
    await page.goto(articlePath(guide.slug));
    const sidebarShare = page.getByRole("button", { name: "Share Article" }).last();
    await sidebarShare.click();
    const status = page.getByRole("status").filter({ hasText: "Link copied" });
    await expect(status).toHaveText("Link copied");
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${articlePath(guide.slug)}`);
    // The confirmation sits beside the button that was pressed, and goes away after a moment.
    await expect(sidebarShare.locator("xpath=..").getByRole("status")).toHaveText("Link copied");
    await expect(status).toHaveCount(0, { timeout: 8000 });
  });
});

test.describe("arrival", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`scrolls to the top on arrival, ${reducedMotion === "reduce" ? "at once under reduced motion" : "smoothly"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { scrollCalls: calls });
        const scrollTo = window.scrollTo.bind(window);
        window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
          calls.push(args[0]);
          scrollTo(...args);
        }) as typeof window.scrollTo;
      });
      await page.goto(articlePath(guide.slug));
      const behavior = reducedMotion === "reduce" ? "instant" : "smooth";
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls))
        .toEqual([{ top: 0, behavior }]);

      await page.evaluate(() => window.scrollBy(0, 1500));
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("a link to a section lands on that section, not the top", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const href = (await page
      .getByRole("navigation", { name: "Table of Contents" })
      .getByRole("link")
      .nth(3)
      .getAttribute("href"))!;
    await page.goto(`${articlePath(guide.slug)}${href}`);
    await expect(page.locator(href)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the article reads in full, the contents are links, and no share button is offered", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    await expect(page.locator(".prose h2")).toHaveCount(5);
    await expect(page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link")).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Share Article" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Resources" })).toBeVisible();
  });
});

test.describe("on a phone @mobile", () => {
  test("one Share Article beside the title, the contents before the text", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    await expect(page.getByRole("button", { name: "Share Article" })).toHaveCount(1);
    const contents = await page.getByRole("navigation", { name: "Table of Contents" }).boundingBox();
    const firstSection = await page.locator(".prose h2").first().boundingBox();
    expect(contents!.y).toBeLessThan(firstSection!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("structured data", () => {
  test("an article has BlogPosting and BreadcrumbList JSON-LD that match the page", async ({ page }) => {
    await page.goto(articlePath(guide.slug));
    const blocks = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const posting = blocks.find((block) => block["@type"] === "BlogPosting");
    const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: await page.getByRole("heading", { level: 1 }).textContent(),
      datePublished: "2024-01-15",
      url: `${siteUrl}${articlePath(guide.slug)}`,
      image: `${siteUrl}/social/${guide.slug}.png`,
      author: { "@type": "Person" },
    });
    expect(breadcrumbs.itemListElement.map((crumb: { name: string }) => crumb.name).slice(0, 3)).toEqual([
      "Home",
      "Resources",
      "Blog",
    ]);
  });
});
