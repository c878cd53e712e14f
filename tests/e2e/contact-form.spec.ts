/**
 * The contact form with JavaScript, in every state of spec sections 4 and 8, against the built site
 * and the real server, and then the side effect: the message in the database.
 */
import { expect, test, type Route } from "./test.ts";
import { storedMessages } from "./contact-messages.ts";
import {
  priorityLabels,
  contactForm,
  field,
  sentNotice,
  errorNotice,
  submitButton,
  aMessage,
  fill,
  expectFields,
  expectEmptyForm,
  holdRequests,
} from "./contact-form-parts.ts";

test.describe("the contact form", () => {
  test("is titled Send Us a Message, with labelled, marked fields and the four priorities", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
    const form = contactForm(page);
    for (const [label, maxLength] of [
      ["Full Name", "100"],
      ["Email Address", "254"],
      ["Subject", "150"],
      ["Message", "5000"],
    ] as const) {
      await expect(field(form, label)).toHaveAttribute("required", "");
      await expect(field(form, label)).toHaveAttribute("maxlength", maxLength);
    }
    await expect(field(form, "Email Address")).toHaveAttribute("type", "email");
    await expect(field(form, "Priority").getByRole("option")).toHaveText(priorityLabels);
    await expect(field(form, "Priority").locator("option:checked")).toHaveText("Medium - Account support");
    await expect(form.getByRole("button", { name: "Clear Form" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a link with ?priority=urgent preselects Urgent and lands on the form (D6)", async ({ page }) => {
    await page.goto("/support?priority=urgent#contact");
    const form = contactForm(page);
    await expect(field(form, "Priority").locator("option:checked")).toHaveText("Urgent - Security concern");
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeInViewport();
  });

  test("sends: Sending... while it waits, then the success message, cleared fields, Medium again, and the message stored @both", async ({
    page,
  }) => {
    await page.goto("/support?priority=urgent");
    const form = contactForm(page);
    const message = { ...aMessage("Urgent card block"), priority: "Urgent - Security concern" };
    await fill(form, message);
    const release = await holdRequests(page);
    await submitButton(form).click();
    await expect(submitButton(form)).toBeDisabled();
    await expect(submitButton(form)).toHaveText("Sending...");
    release();

    await expect(sentNotice(form)).toBeVisible();
    await expect(errorNotice(form)).toBeHidden();
    await expectEmptyForm(form);
    await expect(submitButton(form)).toHaveText("Send Message");
    await expect(submitButton(form)).toBeEnabled();

    const [stored, ...more] = storedMessages(message.subject);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: message.name,
      email: message.email,
      message: message.message,
      priority: "urgent",
    });
  });

  test("shows the server's field errors alone, announced and focused, and keeps every field", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    const message = aMessage("Server says no");
    await fill(form, message);
    // The browser's check and the shared schema pass it; on the way, the address turns invalid,
    // as a server with stricter rules (or an attacker's copy of the form) would see it.
    await page.route("**/api/contact", (route) =>
      route.continue({ postData: route.request().postData()!.replace(message.email, "chiamaka@localhost") }),
    );
    await submitButton(form).click();

    const email = field(form, "Email Address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // One clear message: the field says what to fix, without the generic banner (D16).
    await expect(errorNotice(form)).toBeHidden();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, such as ada@example.com.");
    await expect(email).toBeFocused();
    await expectFields(form, message);
    expect(storedMessages(message.subject)).toEqual([]);

    // Correcting the field clears its message.
    await email.fill("chiamaka.obi@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
  });

  test("checks with the same rules as the server before sending anything", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) requests += 1;
    });
    await fill(form, { ...aMessage("Spaces"), subject: "    " });
    await submitButton(form).click();
    await expect(field(form, "Subject")).toHaveAccessibleDescription(
      "Please add a subject, so we know what this is about.",
    );
    await expect(field(form, "Subject")).toBeFocused();
    await expect(errorNotice(form)).toBeHidden();
    expect(requests).toBe(0);
  });

  const failures: Array<[string, (route: Route) => Promise<void>]> = [
    ["a server error", (route) => route.fulfill({ status: 500, json: { status: "error", message: "Database down" } })],
    [
      "a malformed answer (an HTML page with status 200)",
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Script error</h1>" }),
    ],
    ["a status other than success", (route) => route.fulfill({ status: 200, json: { status: "ok" } })],
    ["a network failure", (route) => route.abort("internetdisconnected")],
  ];
  for (const [what, answer] of failures) {
    test(`${what} shows the error message and keeps every field`, async ({ page }) => {
      await page.goto("/support");
      const form = contactForm(page);
      const message = { ...aMessage("Failure"), priority: "High - Transaction issue" };
      await fill(form, message);
      await page.route("**/api/contact", answer);
      await submitButton(form).click();
      await expect(errorNotice(form)).toBeVisible();
      await expect(sentNotice(form)).toBeHidden();
      await expectFields(form, message);
      await expect(submitButton(form)).toBeEnabled();
      await expect(submitButton(form)).toBeFocused();
    });
  }

  test("a retry after a lost answer is stored once; an edited message is a new one", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    const message = aMessage("Retry");
    await fill(form, message);
    const keys: string[] = [];
    // The first answer is lost after the server has stored the message.
    let lose = true;
    await page.route("**/api/contact", async (route) => {
      keys.push(/name="idempotencyKey"\r\n\r\n([^\r]+)/.exec(route.request().postData()!)![1]!);
      const response = await route.fetch();
      if (lose) {
        lose = false;
        await route.abort("connectionreset");
      } else await route.fulfill({ response });
    });
    await submitButton(form).click();
    await expect(errorNotice(form)).toBeVisible();
    await submitButton(form).click();
    await expect(sentNotice(form)).toBeVisible();
    expect(keys[0]).toBe(keys[1]);
    expect(storedMessages(message.subject)).toHaveLength(1);

    await fill(form, message);
    await submitButton(form).click();
    await expect(sentNotice(form)).toBeVisible();
    expect(keys[2]).not.toBe(keys[1]);
    expect(storedMessages(message.subject)).toHaveLength(2);
  });

  test("each new submit starts from idle: the old message goes while sending", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    await fill(form, aMessage("Second try"));
    await page.route("**/api/contact", (route) => route.abort("failed"), { times: 1 });
    await submitButton(form).click();
    await expect(errorNotice(form)).toBeVisible();
    const release = await holdRequests(page);
    await submitButton(form).click();
    await expect(submitButton(form)).toHaveText("Sending...");
    await expect(errorNotice(form)).toBeHidden();
    release();
    await expect(sentNotice(form)).toBeVisible();
  });

  test("Clear Form empties the fields, puts Medium back and clears the message", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    await fill(form, { ...aMessage("Clear"), priority: "Low - General inquiry" });
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await submitButton(form).click();
    await expect(errorNotice(form)).toBeVisible();
    await form.getByRole("button", { name: "Clear Form" }).click();
    await expectEmptyForm(form);
    await expect(errorNotice(form)).toBeHidden();
    await expect(sentNotice(form)).toBeHidden();
  });

  test("can be filled in and sent with the keyboard alone", async ({ page }) => {
    await page.goto("/support");
    const form = contactForm(page);
    const message = aMessage("Keyboard");
    await field(form, "Full Name").focus();
    await page.keyboard.type(message.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(message.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(message.subject);
    await page.keyboard.press("Tab");
    await expect(field(form, "Priority")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type(message.message);
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Clear Form" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submitButton(form)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(sentNotice(form)).toBeVisible();
    expect(storedMessages(message.subject)).toHaveLength(1);
  });
});
