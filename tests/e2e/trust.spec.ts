/**
 * The trust pages (D22-D24) as a careful visitor checks them: who stands behind the brand, every
 * fee, how to complain and what was stored, the reference a message gets, and how to report a scam
 * or a security problem.
 */
import { DatabaseSync } from "node:sqlite";
import { referenceOf } from "#app/lib/intake.ts";
import { seriousAxeViolations } from "./axe.ts";
import { expect, test, type Locator, type Page } from "./test.ts";
import { aMessage, contactForm, fill, sentNotice, submitButton } from "./contact-form-parts.ts";
import { storedMessages, uniqueSubject } from "./contact-messages.ts";

const referencePattern = /[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** The reference a page shows, read from its sentence. */
async function shownReference(scope: Locator): Promise<string> {
  const sentence = scope.getByText(/^Your reference is /);
  await expect(sentence).toBeVisible();
  return referencePattern.exec((await sentence.textContent()) ?? "")![0];
}

type StoredComplaint = { id: string; category: string; earlier_reference: string; description: string };

function storedComplaints(description: string): StoredComplaint[] {
  const db = new DatabaseSync("test-results/data/intake.sqlite", { readOnly: true });
  try {
    return db.prepare("SELECT * FROM complaints WHERE description = ?").all(description) as StoredComplaint[];
  } finally {
    db.close();
  }
}

const complaintForm = (page: Page) => page.getByRole("main").getByRole("form", { name: "Make a complaint" });

async function fillComplaint(form: Locator, description: string) {
  await form.getByLabel("Full name").fill("Tunde Bakare");
  await form.getByLabel("E-mail address").fill("tunde@example.com");
  await form.getByLabel("What is it about?").selectOption({ label: "A fee or charge" });
  await form.getByLabel("Earlier reference (optional)").fill("7q4m 2xpa");
  await form.getByLabel("What happened").fill(description);
}

test.describe("who stands behind the brand (D23)", () => {
  test("every page's footer says the brand holds no licence, and links to the detail", async ({ page }) => {
    await page.goto("/careers");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByText(
        "Sankofa is a demonstration brand: it holds no banking licence, and money sent to it is not insured.",
      ),
    ).toBeVisible();
    for (const [name, path] of [
      ["Regulatory status", "/regulatory-status"],
      ["Fees", "/fees"],
      ["Complaints", "/complaints"],
      ["Accessibility", "/accessibility"],
    ] as const)
      await expect(footer.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", path);
    await footer.getByRole("link", { name: "Regulatory status", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who stands behind Sankofa");
    await expect(page.getByText("It holds no banking licence, and no regulator supervises it.")).toBeVisible();
  });
});

test.describe("the fee schedule (D23)", () => {
  test("every fee and limit in plain figures, the summary spanning every route's fee", async ({ page }) => {
    await page.goto("/fees");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every fee, in plain figures");
    const row = (name: string) =>
      page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    await expect(row("Opening an account")).toHaveText(/Free$/);
    await expect(row("Transfers within Nigeria").first()).toHaveText(/Free$/);
    await expect(row("International transfers").first()).toHaveText(/1% to 1\.75%, by route$/);
    await expect(row("In one transfer")).toHaveText(/US\$10,000$/);
    await expect(row("In one calendar month")).toHaveText(/US\$50,000$/);
    const routes = page.getByRole("table", { name: /Our fee for each international route/ });
    await expect(routes.getByRole("row")).toHaveCount(1 + 25);
    // 1.75% of AED 750 is AED 13.125, which rounds to AED 13.13.
    await expect(routes.getByRole("row").filter({ hasText: /^United Arab Emirates to Senegal/ })).toHaveText(
      /1\.75%AED\s13\.13 on AED\s750\.00$/,
    );
    await expect(
      page.getByText(
        /^Sankofa is not open for payments yet, so these are the fees we plan to charge, set on November 26, 2026\./,
      ),
    ).toBeVisible();
  });
});

test.describe("complaints (D23)", () => {
  test("sent with JavaScript: the acknowledgement, a reference, and the complaint stored as sent", async ({ page }) => {
    await page.goto("/complaints");
    const form = complaintForm(page);
    const description = uniqueSubject("I was charged twice for one transfer");
    await fillComplaint(form, description);
    await form.getByRole("button", { name: "Send complaint" }).click();
    await expect(form.getByText("We have your complaint. We will acknowledge it within 1 business day.")).toBeVisible();
    const reference = await shownReference(form);
    const [stored, ...more] = storedComplaints(description);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ category: "charges", earlier_reference: "7Q4M-2XPA" });
    expect(referenceOf(stored!.id)).toBe(reference);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the browser posts the form and lands on the acknowledgement with its reference", async ({ page }) => {
      await page.goto("/complaints");
      const description = uniqueSubject("My card payment was declined but I was charged");
      await fillComplaint(complaintForm(page), description);
      await complaintForm(page).getByLabel("What is it about?").selectOption({ label: "A card payment" });
      await complaintForm(page).getByRole("button", { name: "Send complaint" }).click();
      await expect(
        page.getByText("We have your complaint. We will acknowledge it within 1 business day."),
      ).toBeVisible();
      const reference = await shownReference(page.getByRole("main"));
      const [stored] = storedComplaints(description);
      expect(stored?.category).toBe("card");
      expect(referenceOf(stored!.id)).toBe(reference);
    });

    test("a mistake comes back beside its field, with what was typed kept", async ({ page }) => {
      await page.goto("/complaints");
      const description = uniqueSubject("A reference that is none");
      await fillComplaint(complaintForm(page), description);
      // The browser lets it through; the server's rule refuses it.
      await complaintForm(page).getByLabel("Earlier reference (optional)").fill("ABC");
      await complaintForm(page).getByRole("button", { name: "Send complaint" }).click();
      const reference = complaintForm(page).getByLabel("Earlier reference (optional)");
      await expect(reference).toHaveAccessibleDescription(/^A reference has 8 letters and figures/);
      await expect(reference).toBeFocused();
      await expect(complaintForm(page).getByLabel("What happened")).toHaveValue(description);
      await expect(complaintForm(page).getByLabel("What is it about?")).toHaveValue("charges");
      expect(storedComplaints(description)).toEqual([]);
    });
  });
});

test.describe("every stored message has a reference (D24)", () => {
  test("the contact form keeps the spec's message and adds the stored message's reference", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    const message = aMessage("Reference please");
    await fill(form, message);
    await submitButton(form).click();
    await expect(sentNotice(form)).toBeVisible();
    const reference = await shownReference(form);
    expect(referenceOf(storedMessages(message.subject)[0]!.id)).toBe(reference);
  });

  test('an answer of only {"status":"success"} is still the spec\'s success, without a reference', async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"status":"success"}' }),
    );
    await page.goto("/support");
    const form = contactForm(page);
    await fill(form, aMessage("Bare success"));
    await submitButton(form).click();
    await expect(sentNotice(form)).toBeVisible();
    await expect(form.getByText(/^Your reference is /)).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form's landing page shows the reference", async ({ page }) => {
      await page.goto("/support");
      const message = aMessage("Reference without scripts");
      await fill(contactForm(page), message);
      await submitButton(contactForm(page)).click();
      await expect(sentNotice(contactForm(page))).toBeVisible();
      const reference = await shownReference(contactForm(page));
      expect(referenceOf(storedMessages(message.subject)[0]!.id)).toBe(reference);
    });
  });
});

test.describe("scams and security reports (D23)", () => {
  test("the security page lists what we never ask for, and a scam report goes out as urgent", async ({ page }) => {
    await page.goto("/security");
    const scams = page.getByRole("region", { name: "Scams: how to tell it is really us" });
    await expect(scams.getByRole("listitem").filter({ hasText: "For your PIN or your password" })).toBeVisible();
    await scams.getByRole("link", { name: "Report a scam" }).click();
    await expect(page).toHaveURL(/\/support\?priority=urgent#contact$/);
    await expect(contactForm(page).getByRole("combobox", { name: "Priority" })).toHaveValue("urgent");
  });

  test("/.well-known/security.txt names a contact, an expiry within a year and the disclosure policy", async ({
    page,
    request,
  }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toMatch(/^mailto:.+@/);
    const expires = new Date(fields.Expires);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime() - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);
    const policy = new URL(fields.Policy);
    await page.goto(policy.pathname);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(policy.pathname).toBe("/security/disclosure");
  });
});

test.describe("the trust pages at the narrowest phone (D23)", () => {
  const trustPages = ["/fees", "/complaints", "/regulatory-status", "/accessibility", "/security/disclosure"];

  for (const theme of ["light", "dark"] as const)
    test(`axe-clean and no wider than the screen at 320 px, ${theme} theme @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const path of trustPages) {
        await page.goto(path);
        failures.push(...(await seriousAxeViolations(page, path)));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) failures.push(`${path}: ${width} px wide`);
      }
      expect(failures).toEqual([]);
    });
});
