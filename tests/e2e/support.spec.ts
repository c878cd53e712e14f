/**
 * The Support page as a visitor uses it: the three ways to reach us, the FAQ, the side cards and
 * the contact form in every state of spec sections 4 and 8, against the built site and the real
 * server, and then the side effect: the message in the database.
 */
import { expect, test, type Locator, type Page, type Route } from "./test.ts";
import { contrastRatio } from "./focus-indicators.ts";
import { storedMessages, uniqueSubject } from "./contact-messages.ts";

const sentMessage = "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.";
const errorMessage = "There was an error sending your message. Please try again or contact us directly.";
const priorityLabels = [
  "Low - General inquiry",
  "Medium - Account support",
  "High - Transaction issue",
  "Urgent - Security concern",
];

type Message = { name: string; email: string; subject: string; message: string; priority?: string };

function contactForm(page: Page): Locator {
  return page.getByRole("main").getByRole("form", { name: "Send Us a Message" });
}

/** A field by its accessible name (the label, without the required mark, which is aria-hidden). */
function field(form: Locator, name: string): Locator {
  return form.getByRole(name === "Priority" ? "combobox" : "textbox", { name, exact: true });
}

/** The spec's success message, in the form's status region (both messages are always in the page). */
function sentNotice(form: Locator): Locator {
  return form.getByRole("status").getByText(sentMessage, { exact: true });
}

/** The spec's error message, in the form's alert region. */
function errorNotice(form: Locator): Locator {
  return form.getByRole("alert").getByText(errorMessage, { exact: true });
}

/** The submit button, whichever label it shows. */
function submitButton(form: Locator): Locator {
  return form.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
}

function aMessage(topic: string): Message {
  return {
    name: "Chiamaka Obi",
    email: "chiamaka@example.com",
    subject: uniqueSubject(topic),
    message: "I sent money to my mother in Enugu this morning and it has not arrived.",
  };
}

async function fill(form: Locator, message: Message): Promise<void> {
  await field(form, "Full Name").fill(message.name);
  await field(form, "Email Address").fill(message.email);
  await field(form, "Subject").fill(message.subject);
  await field(form, "Message").fill(message.message);
  if (message.priority) await field(form, "Priority").selectOption({ label: message.priority });
}

async function expectFields(form: Locator, message: Message, priority = message.priority ?? priorityLabels[1]!) {
  await expect(field(form, "Full Name")).toHaveValue(message.name);
  await expect(field(form, "Email Address")).toHaveValue(message.email);
  await expect(field(form, "Subject")).toHaveValue(message.subject);
  await expect(field(form, "Message")).toHaveValue(message.message);
  await expect(field(form, "Priority").locator("option:checked")).toHaveText(priority);
}

/** Every field empty and the priority back at Medium. */
async function expectEmptyForm(form: Locator) {
  await expectFields(form, { name: "", email: "", subject: "", message: "" }, "Medium - Account support");
}

/** Holds the form's request until the test lets it go, to see the sending state. */
async function holdRequests(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the three ways to reach us", () => {
  test("the hero offers live chat, a call and an e-mail", async ({ page }) => {
    await page.goto("/support");
    const hero = page.getByRole("region", { name: "How can we help?" });
    await expect(hero.getByRole("link", { name: "Start Live Chat" })).toHaveAttribute("href", "#contact");
    await expect(hero.getByRole("link", { name: "Call +1 (202) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+12025550142",
    );
    await expect(hero.getByRole("link", { name: "E-mail hello@sankofa.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sankofa.example",
    );
  });

  for (const [where, name] of [
    ["Live chat", "Start Live Chat"],
    ["The AI assistant", "Chat with AI Assistant"],
  ] as const) {
    test(`${where}, with no chat widget configured, takes the visitor to the form, ready to type (D11)`, async ({
      page,
    }) => {
      await page.goto("/support");
      await page.getByRole("main").getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/support#contact$/);
      const form = contactForm(page);
      await expect(field(form, "Full Name")).toBeFocused();
      await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeInViewport();
    });
  }

  test("no third-party script is loaded when none is configured", async ({ page }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await page.goto("/support");
    await page.waitForLoadState("networkidle");
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test("the side cards: contact information, the AI assistant and the emergency line (D6)", async ({ page }) => {
    await page.goto("/support");
    const cards = page.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(cards.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(cards).toContainText("24/7");
    await expect(cards.getByRole("link", { name: "+1 (202) 555-0142" })).toHaveAttribute("href", "tel:+12025550142");
    await expect(cards.getByRole("link", { name: "hello@sankofa.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sankofa.example",
    );
    await expect(cards).toContainText("We reply within 2 hours.");
    await expect(cards).toContainText("English, French, Arabic, Hausa, Yoruba, Igbo");
    await expect(cards.getByRole("heading", { name: "AI Assistant" })).toBeVisible();
    await expect(cards.getByRole("heading", { name: "Emergency Support" })).toBeVisible();
    await expect(cards.getByRole("link", { name: "Emergency Hotline" })).toHaveAttribute("href", "tel:+12025550199");
  });
});

test.describe("FAQ", () => {
  const categories = [
    ["Account Management", 4],
    ["Transfers & Payments", 4],
    ["Fees & Charges", 3],
    ["Security & Privacy", 3],
  ] as const;

  test("four categories of 4, 4, 3 and 3 questions, all closed, answers in the HTML", async ({ page, request }) => {
    await page.goto("/support");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const headings = faq.getByRole("heading", { level: 3 });
    await expect(headings).toHaveText(categories.map(([name]) => name));
    for (const [name, count] of categories) {
      const list = faq
        .getByRole("list")
        .filter({ has: page.getByRole("button") })
        .nth(categories.findIndex(([n]) => n === name));
      await expect(list.getByRole("button")).toHaveCount(count);
    }
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(14);
    for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");

    // Crawlers and find in page see every answer, with the figures the spec fixes.
    const html = await (await request.get("/support")).text();
    for (const figure of [
      "under 5 minutes",
      "$10,000 per transaction",
      "$50,000 per month",
      "from 1%",
      "up to 24 hours",
      "within 24 hours",
      "free",
    ]) {
      expect(html, figure).toContain(figure);
    }
  });

  test("one answer open at a time; choosing the open one closes it", async ({ page }) => {
    await page.goto("/support");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const limits = faq.getByRole("button", { name: "How much can I send?" });
    const fees = faq.getByRole("button", { name: "How much do international transfers cost?" });
    const limitsAnswer = page.locator(`#${await limits.getAttribute("aria-controls")}`);
    const feesAnswer = page.locator(`#${await fees.getAttribute("aria-controls")}`);
    await expect(limitsAnswer).toBeHidden();

    await limits.click();
    await expect(limits).toHaveAttribute("aria-expanded", "true");
    await expect(limitsAnswer).toBeVisible();
    await expect(limitsAnswer).toContainText("up to $10,000 per transaction and up to $50,000 per month");

    await fees.click();
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(feesAnswer).toContainText("International transfer fees start from 1%.");
    await expect(limits).toHaveAttribute("aria-expanded", "false");
    await expect(limitsAnswer).toBeHidden();

    await fees.click();
    await expect(fees).toHaveAttribute("aria-expanded", "false");
    await expect(feesAnswer).toBeHidden();
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/support");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const first = faq.getByRole("button", { name: "How do I open a Sankofa account?" });
    const second = faq.getByRole("button", { name: "Who can open a Sankofa account?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toContainText("under 5 minutes");
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("closed answers stay findable: hidden until found, and opened by find in page", async ({ page }) => {
    await page.goto("/support");
    const question = page.getByRole("button", { name: "What should I do if I suspect fraud?" });
    const answer = page.locator(`#${await question.getAttribute("aria-controls")}`);
    await expect(answer).toHaveAttribute("hidden", "until-found");
    // What the browser does when find in page matches text inside the closed answer.
    await answer.evaluate((element) => {
      element.removeAttribute("hidden");
      element.dispatchEvent(new Event("beforematch", { bubbles: true }));
    });
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toContainText("within 24 hours");
  });
});

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
    await expect(page).toHaveURL(/\/support\?contact=sent#contact-sent$/);
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
    await expect(page).toHaveURL(/\/support\?contact=sent#contact-sent$/);
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

test.describe("form controls can be seen (WCAG 1.4.11)", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`every field's border reaches 3:1 against the card and its own fill, ${colorScheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/support");
      const form = contactForm(page);
      // The honeypot is out of reach for people and assistive technology, so not a role.
      const controls = form.getByRole("textbox").or(form.getByRole("combobox"));
      await expect(controls).toHaveCount(5);
      for (const control of await controls.all()) {
        // From computed styles: the border, the control's own fill, and the first opaque
        // background behind it (the card).
        const {
          border,
          fill: ownFill,
          behind,
        } = await control.evaluate((element) => {
          // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, apart from this file
          const rgb = (value: string) => {
            const canvas = new OffscreenCanvas(1, 1).getContext("2d")!;
            canvas.fillStyle = value;
            canvas.fillRect(0, 0, 1, 1);
            const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
            return { rgb: [r!, g!, b!], opaque: a === 255 };
          };
          const backgroundOf = (start: Element | null) => {
            for (let node = start; node; node = node.parentElement) {
              const colour = rgb(getComputedStyle(node).backgroundColor);
              if (colour.opaque) return colour.rgb;
            }
            return [255, 255, 255];
          };
          const style = getComputedStyle(element);
          return {
            border: rgb(style.borderTopColor).rgb,
            fill: backgroundOf(element),
            behind: backgroundOf(element.parentElement),
          };
        });
        const name = await control.getAttribute("name");
        expect(contrastRatio(border, behind), `${name} against the card`).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(border, ownFill), `${name} against its fill`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
