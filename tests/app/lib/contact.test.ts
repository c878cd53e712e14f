import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contactLimits,
  contactPriorities,
  contactResultMessages,
  contactResultPath,
  defaultPriority,
  validateContactMessage,
  type ContactField,
} from "#app/lib/contact.ts";

const valid = {
  name: "Chiamaka Obi",
  email: "chiamaka@example.com",
  subject: "Card not arriving",
  message: "My card has not arrived yet.",
  priority: "high",
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateContactMessage(input);
  return result.success ? {} : result.errors;
}

describe("the contact message schema (spec section 3, D14)", () => {
  it("lists the four priorities with the spec's exact labels, Medium by default", () => {
    expect(contactPriorities.map((priority) => [priority.value, priority.label])).toEqual([
      ["low", "Low - General inquiry"],
      ["medium", "Medium - Account support"],
      ["high", "High - Transaction issue"],
      ["urgent", "Urgent - Security concern"],
    ]);
    expect(defaultPriority).toBe("medium");
  });

  it("accepts a complete message, trimmed, and defaults the priority to medium", () => {
    const { priority: _, ...withoutPriority } = valid;
    const result = validateContactMessage({ ...withoutPriority, name: "  Chiamaka Obi \n" });
    expect(result).toEqual({ success: true, message: { ...withoutPriority, priority: "medium" } });
  });

  it("ignores fields it does not know", () => {
    const result = validateContactMessage({ ...valid, role: "admin", website: "x" } as Record<string, unknown>);
    expect(result.success && Object.keys(result.message).toSorted()).toEqual([
      "email",
      "message",
      "name",
      "priority",
      "subject",
    ]);
  });

  it("names every missing field with its own message", () => {
    expect(errorsFor({})).toEqual({
      name: "Please tell us your name.",
      email: "Please enter your e-mail address.",
      subject: "Please add a subject, so we know what this is about.",
      message: "Please write your message.",
    });
  });

  it("treats spaces alone, files and numbers as missing", () => {
    expect(errorsFor({ ...valid, name: "   ", subject: 42, message: new Blob(["x"]) })).toEqual({
      name: "Please tell us your name.",
      subject: "Please add a subject, so we know what this is about.",
      message: "Please write your message.",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@localhost", "ada example@example.com", "ada@@example.com"])(
    "refuses the e-mail address %j",
    (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({
        email: "Please enter a valid e-mail address, such as ada@example.com.",
      });
    },
  );

  it("refuses control characters, keeping line breaks and tabs in the message", () => {
    expect(errorsFor({ ...valid, name: "Ada\u0000", subject: "Hi\r\nBcc: x", message: "a\u0007b" })).toEqual({
      name: "Please remove the hidden control characters from your name.",
      subject: "Please remove the hidden control characters from the subject.",
      message: "Please remove the hidden control characters from your message.",
    });
    expect(validateContactMessage({ ...valid, message: "Line one\r\n\tLine two" }).success).toBe(true);
  });

  it("refuses a priority outside the four", () => {
    expect(errorsFor({ ...valid, priority: "critical" })).toEqual({
      priority: "Please choose one of the listed priorities.",
    });
    expect(errorsFor({ ...valid, priority: "" })).toHaveProperty("priority");
  });

  const longest: Record<Exclude<ContactField, "priority">, (length: number) => string> = {
    name: (length) => "N".repeat(length),
    email: (length) => `${"a".repeat(length - "@example.com".length)}@example.com`,
    subject: (length) => "S".repeat(length),
    message: (length) => "M".repeat(length),
  };

  for (const [field, make] of Object.entries(longest) as Array<[keyof typeof longest, (n: number) => string]>) {
    it(`accepts a ${field} of exactly ${contactLimits[field]} characters and refuses one more`, () => {
      expect(validateContactMessage({ ...valid, [field]: make(contactLimits[field]) }).success).toBe(true);
      expect(errorsFor({ ...valid, [field]: make(contactLimits[field] + 1) })[field]).toMatch(
        new RegExp(`to ${contactLimits[field].toLocaleString("en-US")} characters or fewer\\.$`),
      );
    });
  }

  it("counts characters, so the browser's maxlength (in UTF-16 units) never lets through too much", () => {
    expect(validateContactMessage({ ...valid, name: "😀".repeat(100) }).success).toBe(true);
    expect(validateContactMessage({ ...valid, name: "😀".repeat(101) }).success).toBe(false);
  });

  it("fuzz: never throws, and whatever it accepts keeps the rules", () => {
    // Mostly plausible values, so that whole messages are accepted often enough to check.
    const plausibleText = fc.string({ minLength: 1, maxLength: 120 });
    const plausibleEmail = fc.constantFrom("ada@example.com", " kofi.mensah@mail.example.ng ", "a@b.co");
    const anyValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.emailAddress(),
      fc.constantFrom(...contactPriorities.map((priority) => priority.value), "", " ", "URGENT"),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const input = fc.record(
      {
        name: fc.oneof(plausibleText, anyValue),
        email: fc.oneof(plausibleEmail, anyValue),
        subject: fc.oneof(plausibleText, anyValue),
        message: fc.oneof(plausibleText, anyValue),
        priority: anyValue,
      },
      { requiredKeys: [] },
    );
    let accepted = 0;
    fc.assert(
      fc.property(input, (fields) => {
        const result = validateContactMessage(fields);
        if (!result.success) return Object.keys(result.errors).length > 0;
        accepted += 1;
        const { message } = result;
        for (const field of ["name", "email", "subject", "message"] as const) {
          expect(message[field]).toBe(message[field].trim());
          expect(message[field].length).toBeGreaterThan(0);
          expect(message[field].length).toBeLessThanOrEqual(contactLimits[field]);
        }
        expect(contactPriorities.some((priority) => priority.value === message.priority)).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
    // The generator must reach both sides of the rules for the property to mean anything.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("results", () => {
  it("carries the spec's two messages word for word (section 8)", () => {
    expect(contactResultMessages).toEqual({
      sent: "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.",
      error: "There was an error sending your message. Please try again or contact us directly.",
    });
  });

  it("sends a form posted without JavaScript back to the message on the Support page (D13)", () => {
    expect(contactResultPath("sent")).toBe("/support?contact=sent#contact-sent");
    expect(contactResultPath("error")).toBe("/support?contact=error#contact-error");
  });
});
