/**
 * The waitlist on /open-account and /webapp (issue 10, D16, D17) as a visitor uses it, with and
 * without JavaScript, against the built site and the real server, and then the side effect: one
 * entry per address in the server's database.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./test.ts";
import { DatabaseSync } from "node:sqlite";
import { waitlist, waitlistFieldMessages } from "#app/content/waitlist.ts";
import { expectLandedOn } from "./page-helpers.ts";

const databasePath = "test-results/data/intake.sqlite";

type EntryRow = {
  flags: string;
  id: string;
  email: string;
  first_name: string;
  residence: string;
  destination: string;
  source: string;
  updates: number;
};

/** The stored entry for an address (read-only, straight from the end-to-end server's file). */
function storedEntries(email: string): EntryRow[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM waitlist WHERE email_key = ?").all(email.trim().toLowerCase()) as EntryRow[];
  } finally {
    db.close();
  }
}

/** An address no other test (or earlier run) has used. */
const uniqueEmail = (topic: string) => `${topic}-${crypto.randomUUID().slice(0, 8)}@example.com`;

function waitlistForm(page: Page): Locator {
  return page.getByRole("main").getByRole("form", { name: waitlist.title });
}

async function fill(form: Locator, { email, residence, destination, firstName = "" }: Record<string, string>) {
  await form.getByRole("textbox", { name: waitlist.labels.email }).fill(email!);
  await form.getByRole("textbox", { name: waitlist.labels.firstName }).fill(firstName);
  await form.getByRole("combobox", { name: waitlist.labels.residence }).selectOption({ label: residence! });
  await form.getByRole("combobox", { name: waitlist.labels.destination }).selectOption({ label: destination! });
  await form.getByRole("checkbox", { name: waitlist.labels.consent }).check();
}

const join = (form: Locator) => form.getByRole("button", { name: waitlist.submit }).click();

/**
 * Lets a post through the browser's own checks of required fields, as a browser without them
 * would, so the form's own messages (the script's, or the server's) are what the visitor sees.
 */
const skipBrowserChecks = (form: Locator) => form.evaluate((element: HTMLFormElement) => (element.noValidate = true));

test.describe("the waitlist pages keep their placeholder and add the waitlist (D17)", () => {
  for (const [path, title] of [
    ["/open-account", "Open an Account"],
    ["/webapp", "Web App"],
  ] as const) {
    test(`${path}: heading, coming soon, its links, then the form with the privacy link`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(main.getByText("This page is coming soon", { exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
      // The way forward: the waitlist below, which takes the focus.
      await main.getByRole("link", { name: waitlist.joinLink.label }).click();
      await expectLandedOn(page, main.getByRole("region", { name: waitlist.title }), "#waitlist");
      const form = waitlistForm(page);
      await expect(main.getByText(waitlist.whatHappensNext)).toBeVisible();
      await expect(form.getByRole("link", { name: waitlist.privacyLink.label })).toHaveAttribute(
        "href",
        "/legal/privacy",
      );
      // Nigeria and the main diaspora countries first, then every country.
      const residence = form.getByRole("combobox", { name: waitlist.labels.residence });
      await expect(residence.locator("option").nth(1)).toHaveText("Nigeria");
      await expect(residence.locator("option").nth(2)).toHaveText("United Kingdom");
      await expect(residence.locator("option")).toHaveCount(1 + 14 + 249 - 14);
    });
  }
});

/** Moves the page's clock on as a person takes their time to type (the clock must be installed). */
const typingTime = (page: Page) => page.clock.fastForward(5_000);

test.describe("with JavaScript", () => {
  // The script sends how long the form was open; a form sent within 3 s is held as a bot's.
  // The page's clock is moved on as a person takes their time to type.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });
  test("joining shows the confirmation in place, announced politely, and stores the entry", async ({ page }) => {
    await page.goto("/webapp");
    const form = waitlistForm(page);
    const email = uniqueEmail("js");
    await fill(form, { email, residence: "United Kingdom", destination: "Ghana", firstName: "Ama" });
    await typingTime(page);
    await join(form);
    await expect(form.getByRole("status").getByText(waitlist.results.joined)).toBeVisible();
    await expect(page).toHaveURL(/\/webapp$/);
    // The form is empty again, ready for someone else.
    await expect(form.getByRole("textbox", { name: waitlist.labels.email })).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: waitlist.labels.consent })).not.toBeChecked();
    expect(storedEntries(email)).toMatchObject([
      { email, first_name: "Ama", residence: "GB", destination: "GH", source: "webapp", updates: 0, flags: "" },
    ]);
  });

  test("the same address again, typed differently, is one entry, updated, and the visitor is told so", async ({
    page,
  }) => {
    await page.goto("/open-account");
    const form = waitlistForm(page);
    const email = uniqueEmail("twice");
    await fill(form, { email, residence: "United States", destination: "Nigeria" });
    await typingTime(page);
    await join(form);
    await expect(form.getByText(waitlist.results.joined)).toBeVisible();
    await fill(form, { email: email.toUpperCase(), residence: "Canada", destination: "Kenya" });
    await typingTime(page);
    await join(form);
    await expect(form.getByRole("status").getByText(waitlist.results.updated)).toBeVisible();
    await expect(form.getByText(waitlist.results.joined)).toBeHidden();
    expect(storedEntries(email)).toMatchObject([{ residence: "CA", destination: "KE", updates: 1 }]);
  });

  test("a faulty form keeps every value, says what to fix per field and focuses the first", async ({ page }) => {
    await page.goto("/open-account");
    const form = waitlistForm(page);
    const email = form.getByRole("textbox", { name: waitlist.labels.email });
    // The browser accepts an address without a dot in its domain; the shared schema does not.
    await email.fill("ada@localhost");
    await form.getByRole("combobox", { name: waitlist.labels.residence }).selectOption({ label: "Nigeria" });
    await skipBrowserChecks(form);
    await join(form);
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(waitlistFieldMessages.emailInvalid);
    await expect(form.getByRole("combobox", { name: waitlist.labels.destination })).toHaveAccessibleDescription(
      waitlistFieldMessages.destination,
    );
    await expect(form.getByRole("checkbox", { name: waitlist.labels.consent })).toHaveAccessibleDescription(
      waitlistFieldMessages.consent,
    );
    await expect(email).toHaveValue("ada@localhost");
    await expect(form.getByRole("combobox", { name: waitlist.labels.residence })).toHaveValue("NG");
    expect(storedEntries("ada@localhost")).toEqual([]);
  });
});

test.describe("without JavaScript (D16)", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts natively and lands on the confirmation; the same address again is told it was updated", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/open-account");
    await fill(waitlistForm(page), { email, residence: "Ireland", destination: "Nigeria", firstName: "Chidi" });
    await join(waitlistForm(page));
    await expect(page).toHaveURL(/\/open-account\?waitlist=joined#waitlist-joined$/);
    await expect(page.getByText(waitlist.results.joined)).toBeVisible();
    await expect(page.getByText(waitlist.results.updated)).toBeHidden();
    expect(storedEntries(email)).toMatchObject([{ first_name: "Chidi", residence: "IE", source: "open-account" }]);

    await page.goto("/webapp");
    await fill(waitlistForm(page), { email, residence: "Germany", destination: "Nigeria" });
    await join(waitlistForm(page));
    await expect(page).toHaveURL(/\/webapp\?waitlist=updated#waitlist-updated$/);
    await expect(page.getByText(waitlist.results.updated)).toBeVisible();
    expect(storedEntries(email)).toMatchObject([
      { first_name: "Chidi", residence: "DE", source: "webapp", updates: 1 },
    ]);
  });

  test("a refused post comes back with everything typed and one message per faulty field", async ({ page }) => {
    await page.goto("/webapp");
    const form = waitlistForm(page);
    await fill(form, { email: "kofi@localhost", residence: "Ghana", destination: "Senegal", firstName: "Kofi" });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/waitlist")),
      join(form),
    ]);
    expect(response.status()).toBe(400);
    expect(page.url()).not.toContain("kofi");
    const refused = waitlistForm(page);
    const email = refused.getByRole("textbox", { name: waitlist.labels.email });
    await expect(email).toHaveValue("kofi@localhost");
    await expect(email).toHaveAccessibleDescription(waitlistFieldMessages.emailInvalid);
    await expect(email).toBeFocused();
    await expect(refused.getByRole("textbox", { name: waitlist.labels.firstName })).toHaveValue("Kofi");
    await expect(refused.getByRole("combobox", { name: waitlist.labels.residence })).toHaveValue("GH");
    await expect(refused.getByRole("combobox", { name: waitlist.labels.destination })).toHaveValue("SN");
    await expect(refused.getByRole("checkbox", { name: waitlist.labels.consent })).toBeChecked();
    await expect(refused.getByRole("textbox", { name: waitlist.labels.firstName })).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(waitlist.results.error)).toBeHidden();
    expect(storedEntries("kofi@localhost")).toEqual([]);
  });
});

test.describe("seen by everyone", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`no serious or critical axe violation with field errors and with the confirmation, ${colorScheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      const failures: string[] = [];
      const check = async (state: string) => {
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        for (const violation of results.violations)
          if (violation.impact === "serious" || violation.impact === "critical")
            failures.push(
              `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
            );
      };
      await page.goto("/open-account");
      await skipBrowserChecks(waitlistForm(page));
      await join(waitlistForm(page));
      await expect(waitlistForm(page).getByText(waitlistFieldMessages.emailRequired)).toBeVisible();
      await check("field errors");
      await page.goto("/webapp?waitlist=updated#waitlist-updated");
      await expect(page.getByText(waitlist.results.updated)).toBeVisible();
      await check("updated");
      expect(failures).toEqual([]);
    });
  }

  test("fits a 320 px screen with every field's message shown", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/open-account");
    await skipBrowserChecks(waitlistForm(page));
    await join(waitlistForm(page));
    await expect(waitlistForm(page).getByText(waitlistFieldMessages.consent)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
