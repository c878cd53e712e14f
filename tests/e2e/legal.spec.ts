import { expect, test } from "./test.ts";

const documents = [
  { path: "/legal/privacy", title: "Privacy Policy" },
  { path: "/legal/terms", title: "Terms & Conditions" },
  { path: "/legal/cookies", title: "Cookie Policy" },
];

for (const document of documents) {
  test(`${document.title}: a readable document, last updated January 1, 2025`, async ({ page }) => {
    await page.goto(document.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(document.title);
    await expect(main.getByText("Last updated: January 1, 2025")).toBeVisible();
    expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(5);
    await expect(main.getByText("{{")).toHaveCount(0);
  });
}

test("the terms state the spec's constants", async ({ page }) => {
  await page.goto("/legal/terms");
  const main = page.getByRole("main");
  for (const fact of [
    /18 or over/,
    /within 30 days/,
    /30 days’ notice/,
    /1 business day/,
    /15 business days/,
    /2 years/,
    /binding arbitration/,
  ]) {
    await expect(main.getByText(fact).first()).toBeVisible();
  }
  const processing = main.getByRole("table").filter({ hasText: "Account funding" });
  await expect(processing).toContainText("Instant to 24 hours");
  await expect(processing).toContainText("Minutes to 3 business days");
  await expect(processing).toContainText("Instant to 1 business day");
});

test("the privacy policy and cookie policy state retention and cookie durations", async ({ page }) => {
  await page.goto("/legal/privacy");
  const retention = page.getByRole("main").getByRole("table").filter({ hasText: "10 years" });
  await expect(retention).toContainText("7 years");
  await expect(retention).toContainText("3 years");
  await expect(retention).toContainText("1 to 2 years");
  await expect(
    page
      .getByRole("main")
      .getByText(/role-based/)
      .first(),
  ).toBeVisible();
  await page.goto("/legal/cookies");
  const cookies = page.getByRole("main").getByRole("table").filter({ hasText: "13 months" });
  await expect(cookies).toContainText("Essential");
  await expect(cookies).toContainText("1 year");
});

test("printing a legal page leaves out the site's header and footer", async ({ page }) => {
  await page.goto("/legal/privacy");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});
