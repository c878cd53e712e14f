import { expect, test, type Page } from "./test.ts";

const carousel = (page: Page) => page.getByRole("region", { name: "What our customers say" });
const currentSlide = (page: Page) => carousel(page).locator("figure:visible");

/** The carousel's timers start once React has hydrated, so a fake clock must wait for that. */
async function openHydratedHome(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
}

test.describe("home page", () => {
  test("hero: one h1, app-store links in a new tab, and the web app", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Banking that is fast, secure, borderless and inclusive",
    );
    const stores = page.getByRole("list", { name: "Get the app" }).getByRole("link");
    await expect(stores).toHaveCount(2);
    for (const store of await stores.all()) {
      await expect(store).toHaveAttribute("target", "_blank");
      await expect(store).toHaveAttribute("rel", /noopener/);
    }
    await expect(page.getByRole("link", { name: /web app/ })).toHaveAttribute("href", "/webapp");
  });

  test("core products link to their products tab", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Banking for you and for your business" });
    await expect(section.getByRole("link", { name: "Explore personal banking" })).toHaveAttribute(
      "href",
      "/products?tab=individuals",
    );
    await expect(section.getByRole("link", { name: "Explore business banking" })).toHaveAttribute(
      "href",
      "/products?tab=businesses",
    );
  });

  test("persona mock-ups show the spec's figures formatted for Nigeria", async ({ page }) => {
    await page.goto("/");
    const personas = page.getByRole("region", { name: "Built for the way you live" });
    await expect(personas.getByText("₦2,450,000", { exact: true })).toBeVisible();
    await expect(personas.getByText("US$1.00 = ₦760.50")).toHaveCount(1);
    await expect(personas.getByText("₦750,000 of ₦1,000,000")).toBeVisible();
    await expect(personas.getByRole("progressbar", { name: "75% of the goal saved" })).toBeVisible();
    // The diaspora screen sends $200 at the same illustrative rate: 200 × 760.50.
    await expect(personas.getByText("₦152,100", { exact: true })).toBeVisible();
    for (const name of ["Freelancers", "Traders", "Diaspora families", "Students"]) {
      await expect(personas.getByRole("heading", { name })).toBeVisible();
    }
  });

  test("each persona's phone shows its own app screen, and the titles below line up", async ({ page }) => {
    await page.goto("/");
    const personas = page.getByRole("region", { name: "Built for the way you live" });
    const phones = personas.getByRole("figure");
    await expect(phones).toHaveCount(4);
    const screens = await phones.evaluateAll((figures) => figures.map((figure) => figure.textContent));
    expect(new Set(screens).size).toBe(4);
    for (const phone of await phones.all()) {
      await expect(phone.getByRole("listitem").first()).toBeVisible();
    }
    const titleTops = await personas
      .getByRole("heading", { level: 3 })
      .evaluateAll((headings) => headings.map((heading) => Math.round(heading.getBoundingClientRect().top)));
    expect(new Set(titleTops).size).toBe(1);
  });

  test("the partner strip names payment rails, not companies", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Connected to the ways Africa pays" });
    await expect(strip.getByRole("listitem")).toHaveCount(5);
    await expect(strip.getByText(/not endorsements/)).toBeVisible();
  });

  test("referral: 500 naira each, sign-up, and the tabs' own actions", async ({ page }) => {
    await page.goto("/");
    const referral = page.getByRole("region", { name: "Share Sankofa and earn together" });
    await expect(referral.getByText(/₦500/).first()).toBeVisible();
    await expect(referral.getByText(/at least ₦1,000/).first()).toBeVisible();
    await expect(referral.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/open-account");
    const tabs = referral.getByRole("tablist", { name: "Ways to earn and save" });
    await expect(referral.getByRole("tabpanel").getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/support",
    );
    await tabs.getByRole("tab", { name: "Save together" }).click();
    await expect(referral.getByRole("tabpanel").getByRole("link", { name: "Download the App" })).toHaveAttribute(
      "href",
      "/download",
    );
    // Keyboard: arrows move between tabs and select them.
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Send home" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Send home" })).toHaveAttribute("aria-selected", "true");
    await expect(referral.getByRole("tabpanel").getByRole("link", { name: "Download the App" })).toBeVisible();
  });
});

test.describe("testimonial carousel", () => {
  test("four testimonials with five stars, a dot each, previous and next wrap around", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region.locator("figure")).toHaveCount(4);
    await expect(currentSlide(page)).toHaveCount(1);
    await expect(currentSlide(page).getByText("5 out of 5 stars")).toBeAttached();
    await expect(region.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(4);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 4 of 4");
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
    await region.getByRole("button", { name: "Show testimonial 3 of 4" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 3 of 4");
    await expect(region.getByRole("button", { name: "Show testimonial 3 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the next slide's portrait has loaded before the slide shows", async ({ page }) => {
    await openHydratedHome(page);
    const region = carousel(page);
    const portraitLoaded = (label: string) =>
      region
        .getByRole("figure", { name: label, includeHidden: true })
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    // Far below the fold, the carousel loads no portrait until the visitor comes near it.
    expect(await portraitLoaded("Testimonial 2 of 4")).toBe(false);
    await region.scrollIntoViewIfNeeded();
    for (const next of ["Testimonial 2 of 4", "Testimonial 3 of 4"]) {
      await expect.poll(() => portraitLoaded(next)).toBe(true);
      await region.getByRole("button", { name: "Next testimonial" }).click();
      await expect(currentSlide(page)).toHaveAttribute("aria-label", next);
    }
  });

  test("advances every 5 s, holds 10 s after manual use, pauses and plays", async ({ page }) => {
    await page.clock.install();
    await openHydratedHome(page);
    const region = carousel(page);
    await page.mouse.move(0, 0);
    await expect(region.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 2 of 4");
    await page.clock.runFor(5_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 3 of 4");

    // Manual use: no advance for 10 s, then every 5 s again.
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await page.mouse.move(0, 0);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 4 of 4");
    await page.clock.runFor(14_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 4 of 4");
    await page.clock.runFor(1_500);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");

    // The visible pause control stops it until played again.
    await region.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
    await region.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 2 of 4");
  });

  test("keyboard: Tab reaches the controls and Enter uses them", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await region.getByRole("button", { name: "Pause testimonials" }).focus();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeFocused();
    await region.getByRole("button", { name: "Previous testimonial" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Show testimonial 2 of 4" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 2 of 4");
  });

  test("hovering pauses it", async ({ page }) => {
    await page.clock.install();
    await openHydratedHome(page);
    await currentSlide(page).hover();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
  });

  test("keyboard focus inside pauses it", async ({ page }) => {
    await page.clock.install();
    await openHydratedHome(page);
    await page.mouse.move(0, 0);
    await carousel(page).getByRole("button", { name: "Previous testimonial" }).focus();
    await page.keyboard.press("Tab");
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
  });

  test("no auto-advance for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openHydratedHome(page);
    await page.mouse.move(0, 0);
    await expect(carousel(page).getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 1 of 4");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every testimonial is readable and no dead control is shown", async ({ page }) => {
      await page.goto("/");
      await expect(carousel(page).locator("figure:visible")).toHaveCount(4);
      await expect(carousel(page).getByRole("button")).toHaveCount(0);
    });
  });
});

test.describe("on a phone @mobile", () => {
  test("a swipe moves the carousel", async ({ page }) => {
    await page.goto("/");
    const slides = carousel(page);
    await slides.scrollIntoViewIfNeeded();
    const box = (await currentSlide(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await currentSlide(page).dispatchEvent("touchstart", {
      touches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }],
      changedTouches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }],
    });
    await currentSlide(page).dispatchEvent("touchend", {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: box.x + 20, clientY: y }],
    });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "Testimonial 2 of 4");
  });
});
