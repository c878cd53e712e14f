/**
 * The Support page and its contact form without JavaScript (D13, D16): native posts, the server's
 * filled-in pages, and the script taking over a page the server sent in a state.
 */
import { expect, test } from "./test.ts";
import { storedMessages } from "./contact-messages.ts";
import {
  sentMessage,
  errorMessage,
  contactForm,
  field,
  sentNotice,
  submitButton,
  aMessage,
  fill,
  expectFields,
  holdRequests,
} from "./contact-form-parts.ts";

test.describe("without JavaScript (D13)", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ shows every answer", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByText("International transfer fees start from 1%.")).toBeVisible();
    await expect(page.getByText("Never. Sankofa will never ask for your PIN")).toBeVisible();
  });

  test("the form posts natively and the visitor lands on the success message; the message is stored", async ({
    page,
  }) => {
    await page.goto("/support");
    const form = contactForm(page);
    const message = aMessage("No JavaScript");
    await fill(form, message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/support\?contact=sent&reference=[0-9A-Z]{4}-[0-9A-Z]{4}#contact-sent$/);
    await expect(page.getByText(sentMessage, { exact: true })).toBeVisible();
    await expect(page.getByText(errorMessage, { exact: true })).toBeHidden();
    expect(storedMessages(message.subject)).toMatchObject([
      { name: message.name, flags: "", delivery_state: "pending" },
    ]);
  });

  test("a message the server refuses comes back with every value and the field's own message (D16)", async ({
    page,
  }) => {
    await page.goto("/support");
    const form = contactForm(page);
    // The browser accepts an address without a dot in its domain; the server does not.
    const message = {
      ...aMessage("No JavaScript, refused"),
      email: "chiamaka@localhost",
      priority: "High - Transaction issue",
    };
    await fill(form, { ...message, message: "Line one\nLine two: <b>not bold</b> & more" });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/contact")),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    // Nothing the visitor typed is in the address.
    expect(page.url()).not.toContain("chiamaka");
    await expectFields(form, { ...message, message: "Line one\nLine two: <b>not bold</b> & more" });
    const email = field(form, "Email Address");
    await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, such as ada@example.com.");
    await expect(email).toBeFocused();
    await expect(field(form, "Full Name")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(errorMessage, { exact: true })).toBeHidden();
    await expect(page.getByText(sentMessage, { exact: true })).toBeHidden();
    expect(storedMessages(message.subject)).toEqual([]);

    // Corrected and sent again, it is stored once.
    await email.fill("chiamaka@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/support\?contact=sent&reference=[0-9A-Z]{4}-[0-9A-Z]{4}#contact-sent$/);
    await expect(page.getByText(sentMessage, { exact: true })).toBeVisible();
    expect(storedMessages(message.subject)).toMatchObject([{ email: "chiamaka@example.com", priority: "high" }]);
  });

  test("?priority=urgent preselects Urgent (D6)", async ({ page }) => {
    await page.goto("/support?priority=urgent#contact");
    const form = contactForm(page);
    await expect(field(form, "Priority").locator("option:checked")).toHaveText("Urgent - Security concern");
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeInViewport();
  });

  test("live chat still leads to the form", async ({ page }) => {
    await page.goto("/support");
    await page.getByRole("main").getByRole("link", { name: "Start Live Chat" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeInViewport();
  });
});

test("after a post without JavaScript, the script keeps showing its result", async ({ page }) => {
  await page.goto("/support?contact=sent#contact-sent");
  const form = contactForm(page);
  await expect(sentNotice(form)).toBeVisible();
  // A new message then starts afresh.
  await fill(form, aMessage("After redirect"));
  const release = await holdRequests(page);
  await submitButton(form).click();
  await expect(sentNotice(form)).toBeHidden();
  release();
  await expect(sentNotice(form)).toBeVisible();
});
