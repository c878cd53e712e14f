/** The Support page's contact form as a visitor finds it: by its role and name, and its fields by label. */
import { expect, type Locator, type Page } from "./test.ts";
import { uniqueSubject } from "./contact-messages.ts";

export const sentMessage = "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.";
export const errorMessage = "There was an error sending your message. Please try again or contact us directly.";
export const priorityLabels = [
  "Low - General inquiry",
  "Medium - Account support",
  "High - Transaction issue",
  "Urgent - Security concern",
];

export type Message = { name: string; email: string; subject: string; message: string; priority?: string };

export function contactForm(page: Page): Locator {
  return page.getByRole("main").getByRole("form", { name: "Send Us a Message" });
}

/** A field by its accessible name (the label, without the required mark, which is aria-hidden). */
export function field(form: Locator, name: string): Locator {
  return form.getByRole(name === "Priority" ? "combobox" : "textbox", { name, exact: true });
}

/** The spec's success message, in the form's status region (both messages are always in the page). */
export function sentNotice(form: Locator): Locator {
  return form.getByRole("status").getByText(sentMessage, { exact: true });
}

/** The spec's error message, in the form's alert region. */
export function errorNotice(form: Locator): Locator {
  return form.getByRole("alert").getByText(errorMessage, { exact: true });
}

/** The submit button, whichever label it shows. */
export function submitButton(form: Locator): Locator {
  return form.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

export function aMessage(topic: string): Message {
  return {
    name: "Chiamaka Obi",
    email: "chiamaka@example.com",
    subject: uniqueSubject(topic),
    message: "I sent money to my mother in Enugu this morning and it has not arrived.",
  };
}

export async function fill(form: Locator, message: Message): Promise<void> {
  await field(form, "Full Name").fill(message.name);
  await field(form, "Email Address").fill(message.email);
  await field(form, "Subject").fill(message.subject);
  await field(form, "Message").fill(message.message);
  if (message.priority) await field(form, "Priority").selectOption({ label: message.priority });
}

export async function expectFields(form: Locator, message: Message, priority = message.priority ?? priorityLabels[1]!) {
  await expect(field(form, "Full Name")).toHaveValue(message.name);
  await expect(field(form, "Email Address")).toHaveValue(message.email);
  await expect(field(form, "Subject")).toHaveValue(message.subject);
  await expect(field(form, "Message")).toHaveValue(message.message);
  await expect(field(form, "Priority").locator("option:checked")).toHaveText(priority);
}

/** Every field empty and the priority back at Medium. */
export async function expectEmptyForm(form: Locator) {
  await expectFields(form, { name: "", email: "", subject: "", message: "" }, "Medium - Account support");
}

/** Holds the form's request until the test lets it go, to see the sending state. */
export async function holdRequests(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
