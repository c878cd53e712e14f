/**
 * The Support page as a visitor uses it: the three ways to reach us, the FAQ and the side cards,
 * and whether the contact form's controls can be seen. The form's own journeys are in
 * contact-form.spec.ts and contact-form-without-javascript.spec.ts.
 */
import { expect, test } from "./test.ts";
import { contrastRatio } from "./focus-indicators.ts";
import { contactForm, field } from "./contact-form-parts.ts";

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
    await expect(limitsAnswer).toContainText("up to US$10,000 per transaction and up to US$50,000 per month");

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
