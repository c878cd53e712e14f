import { expect, startLoading, test, type Locator, type Page } from "./test.ts";
import { chromiumEmulation, networkProfiles } from "#scripts/lib/network-profiles.ts";

/**
 * No dead taps (issue 25): on Nigeria's 2G with a phone six times slower (Chromium's own network
 * and CPU emulation), each control visible before its script runs is tapped the moment it appears,
 * and does what it says: natively, or once its script has arrived and replays the tap.
 */
const { network, cpuRate } = chromiumEmulation(networkProfiles["ng-2g"]);
const article = "/blog/sme-growth-africa-financing-expansion";

async function onTwoG(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", network);
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
}

/** Loads `path` on 2G and taps `control` as soon as it is visible, before the page's scripts. */
async function tapAsItAppears(page: Page, path: string, control: (page: Page) => Locator): Promise<void> {
  await onTwoG(page);
  await startLoading(page, path);
  await control(page).waitFor({ state: "visible", timeout: 30_000 });
  const scriptsArrived = await page.evaluate(() => document.documentElement.getAttribute("data-after-paint"));
  await control(page).click();
  // A tap after the scripts proves nothing about replaying it.
  expect(scriptsArrived).toBeNull();
}

const slow = { timeout: 45_000 };
test.describe.configure({ timeout: 120_000 });

const referrals = (page: Page) => page.getByRole("region", { name: "Share Sankofa and earn together" });
const saveTogether = (page: Page) => referrals(page).getByRole("tab", { name: "Save together" });
const carousel = (page: Page) => page.getByRole("region", { name: "What our customers say" });
const nextTestimonial = (page: Page) => carousel(page).getByRole("button", { name: "Next testimonial" });
const thirdDot = (page: Page) => carousel(page).getByRole("button", { name: "Show testimonial 3 of 4" });
const referralsTab = (page: Page) =>
  page.getByRole("tablist", { name: "Products for" }).getByRole("tab", { name: "Referrals" });
const question = (page: Page) =>
  page
    .getByRole("region", { name: "Frequently Asked Questions" })
    .getByRole("button", { name: "How much can I send?" });
const themeToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Dark theme" });
const shareArticle = (page: Page) => page.getByRole("button", { name: "Share Article" }).first();
const languageButton = (page: Page) => page.getByRole("button", { name: /Language: English/ });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

test("the home page's referral tabs", async ({ page }) => {
  await tapAsItAppears(page, "/", saveTogether);
  await expect(saveTogether(page)).toHaveAttribute("aria-selected", "true", slow);
  await expect(referrals(page).getByRole("tabpanel").getByRole("link", { name: "Download the App" })).toBeVisible();
});

test("the carousel's next button", async ({ page }) => {
  await tapAsItAppears(page, "/", nextTestimonial);
  await expect(carousel(page).locator("figure[aria-label='Testimonial 2 of 4']")).toBeVisible(slow);
});

test("the carousel's dots", async ({ page }) => {
  await tapAsItAppears(page, "/", thirdDot);
  await expect(thirdDot(page)).toHaveAttribute("aria-current", "true", slow);
});

test("the products page's tabs", async ({ page }) => {
  await tapAsItAppears(page, "/products", referralsTab);
  await expect(referralsTab(page)).toHaveAttribute("aria-selected", "true", slow);
  await expect(page.getByRole("tabpanel").filter({ visible: true }).getByRole("heading", { level: 2 })).toHaveText(
    "Referral & Rewards",
  );
});

test("the FAQ", async ({ page }) => {
  await tapAsItAppears(page, "/support", question);
  await expect(question(page)).toHaveAttribute("aria-expanded", "true", slow);
});

test("the theme toggle", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await tapAsItAppears(page, article, themeToggle);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark", slow);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "true");
});

test("Share Article", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await tapAsItAppears(page, article, shareArticle);
  await expect(page.getByText("Link copied").first()).toBeVisible(slow);
});

test("the language switcher", async ({ page }) => {
  await tapAsItAppears(page, "/support", languageButton);
  await page.locator("#language-menu").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/support$/, slow);
});

test("the menu on a phone @mobile", async ({ page }) => {
  await tapAsItAppears(page, "/about", menuButton);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible(slow);
});
