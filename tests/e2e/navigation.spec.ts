import { expect, test } from "./test.ts";

test.describe("header on a phone @mobile", () => {
  test("the menu button exposes its state, opens the menu and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Security" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a link closes the menu and lands at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Open an Account is in the header itself, beside the menu button", async ({ page }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Open an Account" })).toBeInViewport();
      await expect(banner.getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
    }
  });

  test("the header's icons are drawn even when the icon sprite never arrives", async ({ page }) => {
    await page.route(/lucide-sprite.*\.svg$/, (route) => route.abort());
    await page.goto("/");
    // The inline symbols take no room: the header is the first thing on the page.
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
    for (const name of ["Menu", "Dark theme"]) {
      const size = await page
        .getByRole("banner")
        .getByRole("button", { name, exact: true })
        .locator("svg:visible use")
        .evaluate((icon: SVGUseElement) => icon.getBBox().width);
      expect(size, name).toBeGreaterThan(0);
    }
  });

  test("the footer's links take two columns, not one long list", async ({ page }) => {
    await page.goto("/");
    const products = await page.getByRole("navigation", { name: "Products" }).boundingBox();
    const support = await page.getByRole("navigation", { name: "Support" }).boundingBox();
    expect(support!.y).toBe(products!.y);
    expect(support!.x).toBeGreaterThan(products!.x + products!.width);
  });

  test("the menu offers Login and Open an Account", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
  });
});

test.describe("header and footer on a desktop", () => {
  test("the header is sticky and carries the navigation and both account links", async ({ page }) => {
    await page.goto("/legal/terms");
    const header = page.getByRole("banner");
    const main = header.getByRole("navigation", { name: "Main" });
    for (const name of ["Products", "About", "Security", "Resources", "Support", "Careers"]) {
      await expect(main.getByRole("link", { name })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
    await page.mouse.wheel(0, 3000);
    await expect(header).toBeInViewport();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  });

  test("the current section is marked in the navigation, articles under Resources", async ({ page }) => {
    await page.goto("/blog/digital-banking-security-protecting-data");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goto("/security");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Security" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the footer has the call to action, columns, contacts, four offices and this year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Ready to experience borderless banking?" })).toBeVisible();
    await expect(footer.getByText("Join the movement today!", { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/open-account");
    await expect(footer.getByRole("navigation", { name: "Products" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Support" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Contact" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "hello@sankofa.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sankofa.example",
    );
    await expect(footer.getByRole("link", { name: /\+1 \(202\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+12025550142",
    );
    for (const office of ["United States", "Enugu", "Port Harcourt", "Abuja"]) {
      await expect(footer.getByText(office, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /Sankofa on / })).toHaveCount(4);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });

  test("a footer link opens its page at the top", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("keyboard: the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});
