import { expect, test, type Page } from "./test.ts";
import { security } from "#app/content/security.ts";
import { expectCards, expectStaticPage, linkTargets, testJumpLink } from "./page-helpers.ts";

// D6: every fraud action does something. The emergency number is the site's fictional one.
const emergencyCall = "tel:+12025550199";
const openApp = "/download";
const reportIssue = "/support?priority=urgent#contact";

test.beforeEach(async ({ page }) => {
  await page.goto("/security");
});

function heroButton(page: Page) {
  return page
    .getByRole("main")
    .getByRole("region", { name: security.hero.title })
    .getByRole("link", { name: security.hero.buttonLabel });
}

function featuresSection(page: Page) {
  return page.getByRole("main").getByRole("region", { name: security.features.heading });
}

test("one h1, headings in order and no React", async ({ page }) => {
  await expectStaticPage(page, security.hero.title);
});

testJumpLink({
  button: heroButton,
  section: featuresSection,
  hash: "#features",
  // Nothing in the features can take focus, so the next stop is the scams section's report link below them.
  nextStop: (page) => page.getByRole("main").getByRole("link", { name: security.scams.report.action }),
});

test("the eight features of the spec, in its order", async ({ page }) => {
  const features = featuresSection(page);
  await expectCards(features, 8, [
    "Bank-grade 256-bit encryption",
    "Biometric authentication",
    "Two-factor authentication",
    "Real-time monitoring",
    "Secure data storage",
    "Identity verification with AI KYC",
    "Cloud security",
    "Secure API access",
  ]);
  await expect(features.getByRole("listitem").last()).toContainText("OAuth 2.0 and API keys");
});

test("the six safety tips of the spec, in its order", async ({ page }) => {
  const tips = page.getByRole("main").getByRole("region", { name: security.safetyTips.heading });
  await expectCards(
    tips,
    6,
    security.safetyTips.items.map((tip) => tip.title),
  );
  const items = tips.getByRole("listitem");
  await expect(items.nth(0)).toContainText("at least 12 characters");
  await expect(items.nth(0)).toContainText("numbers and symbols");
  await expect(items.nth(1)).toContainText("2FA");
  await expect(items.nth(2)).toContainText("updates");
  await expect(items.nth(3)).toContainText("transactions");
  await expect(items.nth(4)).toContainText("Wi-Fi");
  await expect(items.nth(5)).toContainText("PIN, password or OTP");
});

test("fraud reporting: Call Now, Open App and Report Issue are visible links that lead somewhere (D6) @both", async ({
  page,
}) => {
  const fraud = page.getByRole("main").getByRole("region", { name: security.fraud.heading });
  await fraud.scrollIntoViewIfNeeded();
  await expect(fraud).toContainText("within 24 hours");
  await expect(fraud).toContainText("+1 (202) 555-0199");
  const targets = { "Call Now": emergencyCall, "Open App": openApp, "Report Issue": reportIssue };
  for (const [name, href] of Object.entries(targets)) {
    const link = fraud.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
    const box = await link.boundingBox();
    expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(44);
  }
});

test("Open App and Report Issue arrive on their pages", async ({ page, request }) => {
  // Clicks, not the reveal, are under test: a block sliding in could move under the pointer.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  const fraud = page.getByRole("main").getByRole("region", { name: security.fraud.heading });
  await fraud.getByRole("link", { name: "Open App" }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download the App");

  await page.goBack();
  await fraud.getByRole("link", { name: "Report Issue" }).click();
  await expect(page).toHaveURL(/\/support\?priority=urgent#contact$/);
  expect((await request.get(reportIssue)).status()).toBe(200);
});

test("every link on the page leads where it should", async ({ page }) => {
  expect(await linkTargets(page.getByRole("main"))).toEqual([
    "#features",
    reportIssue, // the scams section's "Report a scam"
    emergencyCall,
    openApp,
    reportIssue,
  ]);
});
