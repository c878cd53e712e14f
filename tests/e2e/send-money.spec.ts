import { expect, test, type Locator, type Page } from "./test.ts";
import { tabTo } from "./page-helpers.ts";

const calculator = (page: Page) => page.getByRole("region", { name: "What does it cost to send money home?" });

/** A figure of the result: the value (<dd>) after its label (<dt>) in the calculator. */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Intl separates a currency code from its figures with a no-break space. */
const text = (value: string) => new RegExp(`^${value.replace(/[.$()]/g, "\\$&").replace(/ /g, "\\s")}$`);

async function expectFigures(scope: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(figure(scope, label)).toHaveText(text(value));
}

test.describe("the send-money calculator (D18)", () => {
  test("on /products/cross-border, below the placeholder's own heading and text", async ({ page }) => {
    await page.goto("/products/cross-border");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cross-Border Payments");
    await expect(page.getByText("This page is coming soon")).toBeVisible();
    // £200 to Nigeria: a 1% fee of £2.00, then £198 × 2,050 = ₦405,900.00.
    await expectFigures(calculator(page), {
      "Our fee": "£2.00 (1%)",
      "Exchange rate": "£1.00 = ₦2,050.00",
      "Recipient gets": "₦405,900.00",
      Arrives: "Within minutes",
      // The route's own World Bank average (D22), 1.96% of £200, is £3.92; £196.08 × 2,050 = ₦401,964.00.
      "Cost at the average": "£3.92",
      "Recipient would get": "₦401,964.00",
      "Difference for the recipient": "₦3,936.00 more with our fee",
    });
    await expect(calculator(page).getByText("World Bank average cost, Q3 2025: 1.96%")).toBeVisible();
    // The fees come from the fee schedule, set after the exchange rates: the later date is the one shown.
    await expect(calculator(page).getByText(/^Illustrative rates and fees, set on November 26, 2026\./)).toBeVisible();
    await expect(
      calculator(page).getByText(/equivalent of US\$200\.00 on a route.*cost less than 3%\.$/),
    ).toBeVisible();
    // The region's 8.46% is offered as the wider picture, never as the route's comparison.
    await expect(
      calculator(page).getByText(/Sub-Saharan Africa cost 8\.46% on average in Q3 2025\. That is the region’s/),
    ).toBeVisible();
    // The report's title is its link; "Licence:" labels the licence's own.
    await expect(calculator(page).getByText(/^Averages: World Bank, Remittance Prices Worldwide/)).toBeVisible();
    await expect(
      calculator(page).getByRole("link", { name: /^Remittance Prices Worldwide, Issue \d+ \(Q\d \d{4}\)$/ }),
    ).toHaveAttribute("href", /^https:\/\/remittanceprices\.worldbank\.org/);
    await expect(calculator(page).getByRole("link", { name: "CC BY 4.0", exact: true })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/",
    );
  });

  test("US to Kenya and euro area to Senegal, worked out by hand", async ({ page }) => {
    await page.goto("/products/cross-border");
    const form = calculator(page);
    await form.getByLabel("Send from").selectOption({ label: "United States (USD)" });
    await form.getByLabel("Send to").selectOption({ label: "Kenya (KES)" });
    await form.getByLabel("Amount you send").fill("1,234.56");
    // 1% of $1,234.56 is $12.3456 → $12.35; $1,222.21 × 129.2 = 157,909.532 → KES 157,909.53.
    // US to Kenya averages 4.26%: $52.592256 → $52.59; $1,181.97 × 129.2 = 152,710.524 → KES 152,710.52.
    await expectFigures(form, {
      "Our fee": "US$12.35 (1%)",
      "Exchange rate": "US$1.00 = KES 129.20",
      "Recipient gets": "KES 157,909.53",
      Arrives: "Within minutes",
      "Cost at the average": "US$52.59",
      "Recipient would get": "KES 152,710.52",
      "Difference for the recipient": "KES 5,199.01 more with our fee",
    });
    await expect(form.getByText("World Bank average cost, Q3 2025: 4.26%")).toBeVisible();
    await expect(form.getByRole("status")).toHaveText(
      /^Recipient gets KES\s157,909\.53\. Our fee: US\$12\.35 \(1%\)\. Within minutes\.$/,
    );

    await form.getByLabel("Send from").selectOption({ label: "Euro area (EUR)" });
    await form.getByLabel("Send to").selectOption({ label: "Senegal (XOF)" });
    await form.getByLabel("Amount you send").fill("100");
    // €1.00 fee; €99 × 655.957 = 64,939.743 → 64,940 CFA francs, which have no minor unit.
    await expectFigures(form, {
      "Our fee": "€1.00 (1%)",
      "Exchange rate": "€1.00 = F CFA 655.957",
      "Recipient gets": "F CFA 64,940",
    });
    await expect(form.getByText("EUR", { exact: true })).toBeVisible();
    // The World Bank publishes no euro-area average: the page says why, and compares with nothing.
    await expect(
      form.getByText(/^The World Bank publishes averages for each sending country, not for the euro area/),
    ).toBeVisible();
    await expect(form.getByRole("term").filter({ hasText: "Cost at the average" })).toBeHidden();

    await form.getByLabel("Send from").selectOption({ label: "United Arab Emirates (AED)" });
    await expect(form.getByText("The World Bank publishes no average cost for this route.")).toBeVisible();
    await expect(form.getByText(/World Bank average cost, Q/)).toBeHidden();
  });

  test("bad input gets its reason beside the field and never a figure", async ({ page }) => {
    await page.goto("/products/cross-border");
    const form = calculator(page);
    const amount = form.getByLabel("Amount you send");
    await form.getByLabel("Send from").selectOption({ label: "United States (USD)" });
    const cases: [typed: string, message: string][] = [
      ["", "Enter the amount you want to send."],
      ["-50", "Enter an amount without a minus sign."],
      ["fifty", "Enter the amount in figures, for example 250 or 250.50."],
      ["50.125", "Amounts in USD have at most 2 decimal places."],
      ["10000.01", "The most you can send in one transfer is US$10,000.00."],
      ["0", "The smallest amount you can send is US$1.00."],
    ];
    for (const [typed, message] of cases) {
      await amount.fill(typed);
      await expect(amount).toHaveAttribute("aria-invalid", "true");
      await expect(amount).toHaveAccessibleDescription(new RegExp(`USD ${message.replace(/[.$()]/g, "\\$&")}`));
      await expect(form.getByRole("paragraph").filter({ hasText: message })).toBeVisible();
      for (const label of ["Our fee", "Recipient gets", "Cost at the average", "Recipient would get"])
        await expect(figure(form, label)).toHaveText("—");
      await expect(form.getByRole("status")).toHaveText(message);
    }
    await amount.fill("10000");
    await expect(amount).not.toHaveAttribute("aria-invalid");
    await expect(form.getByText("The most you can send in one transfer is US$10,000.00.")).toBeHidden();
    // $10,000 less a 1% fee of $100 is $9,900 × 1,610.5 = ₦15,943,950.00.
    await expect(figure(form, "Recipient gets")).toHaveText(text("₦15,943,950.00"));
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/products/cross-border");
    const form = calculator(page);
    await tabTo(page, form.getByLabel("Send from"), 40);
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("Send from")).toHaveValue("us");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Send to")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Amount you send")).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("300");
    await page.keyboard.press("Enter");
    // $300 less $3 is $297 × 1,610.5 = ₦478,318.50; Enter leaves the page where it is.
    await expect(figure(form, "Recipient gets")).toHaveText(text("₦478,318.50"));
    await expect(page).toHaveURL(/\/products\/cross-border$/);
  });

  test("on the home page it works once React has hydrated, with no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const form = calculator(page);
    await form.getByLabel("Send to").selectOption({ label: "Ghana (GHS)" });
    // £200 to Ghana: a 1.25% fee of £2.50, then £197.50 × 19.6 = GHS 3,871.00.
    await expect(figure(form, "Recipient gets")).toHaveText(text("GHS 3,871.00"));
    await expect(figure(form, "Our fee")).toHaveText("£2.50 (1.25%)");
    // The referral tabs, which React drives, still work beside it.
    await page.getByRole("region", { name: "Share Sankofa and earn together" }).getByRole("tab").nth(1).click();
    await expect(figure(form, "Recipient gets")).toHaveText(text("GHS 3,871.00"));
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/products/cross-border"]) {
    test(`${path} shows every route at a typical amount in a table`, async ({ page }) => {
      await page.goto(path);
      const section = calculator(page);
      await expect(section.getByLabel("Amount you send")).toBeHidden();
      const table = section.getByRole("table", { name: "Every route at a typical amount" });
      await expect(table).toBeVisible();
      // Five senders, each heading its five destinations' rows with the amount sent.
      await expect(table.getByRole("columnheader")).toHaveCount(6);
      await expect(table.getByRole("rowheader")).toHaveCount(5 + 5 * 5);
      await expect(table.getByRole("rowheader", { name: /^From / })).toHaveCount(5);
      const ukNigeria = table.getByRole("row").filter({ hasText: /₦405,900\.00/ });
      await expect(ukNigeria).toHaveText(
        /^Nigeria£2\.00 \(1%\)£1\.00 = ₦2,050\.00₦405,900\.001\.96% \(Q3 2025\)Within minutes$/,
      );
      // Eleven routes have a published average of their own; the other fourteen say so.
      await expect(table.getByRole("cell", { name: "None published" })).toHaveCount(14);
      // €200 to Senegal: €2 fee, €198 × 655.957 = 129,879.486 → F CFA 129,879.
      await expect(table.getByRole("row").filter({ hasText: /F\sCFA\s129,879/ })).toHaveCount(1);
      await expect(table.getByText("From Canada, sending CA$250.00", { exact: true })).toBeVisible();
    });
  }

  test("the table scrolls in its own box, not the page, at 320 px @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto("/products/cross-border");
    await expect(calculator(page).getByRole("table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
