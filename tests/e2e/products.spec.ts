import { expect, test, type Page } from "./test.ts";

const tabList = (page: Page) => page.getByRole("tablist", { name: "Products for" });
const panel = (page: Page) => page.getByRole("tabpanel").filter({ visible: true });

const expected = {
  individuals: {
    tab: "Individuals",
    heading: "For Individuals",
    cards: ["Digital Current Account", "International Transfers", "Virtual Cards", "Savings & Investment"],
  },
  businesses: {
    tab: "Businesses",
    heading: "For Businesses (SMEs)",
    cards: ["Business Current Account", "Invoice Management", "Business Analytics", "Business Loans"],
  },
  diaspora: {
    tab: "Diaspora",
    heading: "For Diaspora",
    cards: ["Diaspora Account", "Family Financial Management", "Property Investment", "Emergency Services"],
  },
  aggregators: {
    tab: "Referrals",
    heading: "Referral & Rewards",
    cards: ["Referral Program", "How It Works", "Bonus Campaigns", "Community Impact"],
  },
};

test.describe("products tabs", () => {
  test("start on Individuals with four cards and the default banner", async ({ page }) => {
    await page.goto("/products");
    await expect(tabList(page).getByRole("tab")).toHaveText(["Individuals", "Businesses", "Diaspora", "Referrals"]);
    await expect(tabList(page).getByRole("tab", { name: "Individuals" })).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText("For Individuals");
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText([
      ...expected.individuals.cards,
      "Ready to Get Started?",
    ]);
    await expect(panel(page).getByRole("link", { name: "Get Started" })).toHaveCount(4);
    for (const link of await panel(page).getByRole("link", { name: "Get Started" }).all()) {
      await expect(link).toHaveAttribute("href", "/open-account");
    }
    await expect(panel(page).getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
    await expect(panel(page).getByRole("link", { name: "Download the App" })).toHaveAttribute("href", "/download");
  });

  for (const [key, tab] of Object.entries(expected)) {
    test(`?tab=${key} opens ${tab.tab}`, async ({ page }) => {
      await page.goto(`/products?tab=${key}`);
      await expect(tabList(page).getByRole("tab", { name: tab.tab })).toHaveAttribute("aria-selected", "true");
      await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(tab.heading);
      for (const card of tab.cards)
        await expect(panel(page).getByRole("heading", { name: card, level: 3 })).toBeVisible();
    });
  }

  test("?tab=referrals is an alias and an unknown value falls back to Individuals", async ({ page }) => {
    await page.goto("/products?tab=referrals");
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText("Referral & Rewards");
    await page.goto("/products?tab=savings-bonds");
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText("For Individuals");
  });

  test("the referral tab has its own button and banner", async ({ page }) => {
    await page.goto("/products?tab=aggregators");
    await expect(panel(page).getByRole("link", { name: "Start Earning Now" })).toHaveCount(4);
    await expect(panel(page).getByRole("heading", { name: "Ready to Start Earning?" })).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Get Referral Code" })).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/support");
  });

  test("choosing a tab keeps it in the address without adding history", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/products");
    await tabList(page).getByRole("tab", { name: "Diaspora" }).click();
    await expect(page).toHaveURL(/\/products\?tab=diaspora$/);
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText("For Diaspora");
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("keyboard: arrows, Home and End move between tabs", async ({ page }) => {
    await page.goto("/products");
    await tabList(page).getByRole("tab", { name: "Individuals" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabList(page).getByRole("tab", { name: "Businesses" })).toBeFocused();
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText("For Businesses (SMEs)");
    await page.keyboard.press("End");
    await expect(tabList(page).getByRole("tab", { name: "Referrals" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabList(page).getByRole("tab", { name: "Individuals" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabList(page).getByRole("tab", { name: "Referrals" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/tab=individuals$/);
  });

  test("changing tab plays the reveal again", async ({ page }) => {
    await page.goto("/products");
    // The tabs at the top of the window, so the heading of the new panel is well inside it.
    await tabList(page).evaluate((list) => list.scrollIntoView({ block: "start" }));
    await tabList(page).getByRole("tab", { name: "Businesses" }).click();
    // New elements: the heading in view is revealed at once, cards below wait to be scrolled to.
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveAttribute("data-reveal-state", "shown");
    const lastCard = panel(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .last();
    await expect(lastCard).toHaveAttribute("data-reveal-state", "pending");
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveAttribute("data-reveal-state", "shown");
  });

  test("the page the server sends for ?tab= already shows that tab, under the canonical /products (D15)", async ({
    request,
  }) => {
    for (const [address, label] of [
      ["/products?tab=businesses", "Businesses"],
      ["/products?tab=referrals", "Referrals"],
      ["/products?tab=nonsense", "Individuals"],
    ]) {
      const html = await (await request.get(address!)).text();
      expect(html, address).toMatch(new RegExp(`<button[^>]*aria-selected="true"[^>]*>${label}</button>`));
      expect(html, address).toMatch(/<link rel="canonical" href="[^"]*\/products"\/?>/);
    }
    expect((await request.get("/products/_tab/businesses")).status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("all four tabs' products are readable one after another", async ({ page }) => {
      await page.goto("/products");
      for (const tab of Object.values(expected)) {
        await expect(page.getByRole("heading", { level: 2, name: tab.heading })).toBeVisible();
      }
    });

    test("?tab= shows the requested tab first, above the others (D15)", async ({ page }) => {
      for (const [key, tab] of Object.entries({ ...expected, referrals: expected.aggregators })) {
        await page.goto(`/products?tab=${key}`);
        const headings = page.getByRole("main").getByRole("heading", { level: 2 });
        const tops = await headings.evaluateAll((elements) =>
          elements.map((element) => ({ text: element.textContent, top: element.getBoundingClientRect().top })),
        );
        const first = tops.toSorted((a, b) => a.top - b.top)[0];
        expect(first?.text, key).toBe(tab.heading);
      }
    });
  });
});
