import { contactText as contactCopy } from "#app/content/contact.ts";

const contactText = { ...contactCopy, locale: "en-NG" };
import * as fc from "fast-check";
import { intakeResponseSchema } from "#app/lib/intake.ts";
import { describe, expect, it } from "vitest";
import {
  contactFields,
  contactInputOf,
  contactLimits,
  contactPriorities,
  defaultPriority,
  validateContactMessage,
  type ContactField,
} from "#app/lib/contact.ts";

const words = { ...contactText, locale: "en-NG" };

const valid = {
  name: "Chiamaka Obi",
  email: "chiamaka@example.com",
  subject: "Card not arriving",
  message: "My card has not arrived yet.",
  priority: "high",
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateContactMessage(input, words);
  return result.success ? {} : result.errors;
}

describe("the contact message schema (spec section 3, D14)", () => {
  it("lists the four priorities of the spec, Medium by default", () => {
    expect(contactPriorities).toEqual(["low", "medium", "high", "urgent"]);
    expect(defaultPriority).toBe("medium");
  });

  it("accepts a complete message, trimmed, and defaults the priority to medium", () => {
    const { priority: _, ...withoutPriority } = valid;
    const result = validateContactMessage({ ...withoutPriority, name: "  Chiamaka Obi \n" }, words);
    expect(result).toEqual({ success: true, entry: { ...withoutPriority, priority: "medium" } });
  });

  it("ignores fields it does not know", () => {
    const result = validateContactMessage({ ...valid, role: "admin", website: "x" } as Record<string, unknown>, words);
    expect(result.success && Object.keys(result.entry).toSorted()).toEqual([
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
    expect(validateContactMessage({ ...valid, message: "Line one\r\n\tLine two" }, words).success).toBe(true);
  });

  it.each([
    ["a C1 control (NEL)", "\u0085"],
    ["a C1 control (CSI)", "\u009B"],
  ])("refuses %s in every field", (_, character) => {
    expect(
      errorsFor({ ...valid, name: `Ada${character}`, subject: `Hi${character}`, message: `a${character}b` }),
    ).toEqual({
      name: "Please remove the hidden control characters from your name.",
      subject: "Please remove the hidden control characters from the subject.",
      message: "Please remove the hidden control characters from your message.",
    });
  });

  it.each([
    ["a right-to-left override", "\u202E"],
    ["a left-to-right embedding", "\u202A"],
    ["a pop directional formatting", "\u202C"],
    ["a right-to-left isolate", "\u2067"],
    ["a pop directional isolate", "\u2069"],
    ["a zero-width space", "\u200B"],
    ["a zero-width joiner", "\u200D"],
    ["a word joiner", "\u2060"],
    ["a byte order mark", "\uFEFF"],
  ])("refuses %s in the single-line fields, each with its own message, and keeps it in the message", (_, character) => {
    const input = {
      ...valid,
      name: `Chi${character}amaka`,
      email: `ada${character}@example.com`,
      subject: `Invoice${character}fdp.exe`,
      message: `Mixed ${character}text`,
    };
    const errors = errorsFor(input);
    expect(Object.keys(errors).toSorted()).toEqual(["email", "name", "subject"]);
    expect(errors.name).toMatch(/^Please retype your name: it contains invisible characters/);
    expect(errors.subject).toMatch(/^Please retype the subject: it contains invisible characters/);
    // The address fails its own check first; it is refused either way.
    expect(errors.email).toBeDefined();
  });

  it("keeps letters of every script, accents and emoji in single-line fields", () => {
    for (const name of ["Ngozi Ọkọnkwọ", "محمد الأمين", "Zoë Ündé-Ásó 😀"]) {
      expect(validateContactMessage({ ...valid, name, subject: name }, words).success).toBe(true);
    }
  });

  it("refuses text that was not valid UTF-8 (decoded to U+FFFD) in every field", () => {
    expect(errorsFor({ ...valid, name: "Ada \uFFFD", message: "\uFFFD" })).toEqual({
      name: "Part of your name could not be read. Please retype it.",
      message: "Part of your message could not be read. Please retype it.",
    });
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
      expect(validateContactMessage({ ...valid, [field]: make(contactLimits[field]) }, words).success).toBe(true);
      expect(errorsFor({ ...valid, [field]: make(contactLimits[field] + 1) })[field]).toMatch(
        new RegExp(`to ${contactLimits[field].toLocaleString("en-US")} characters or fewer\\.$`),
      );
    });
  }

  it("counts characters, so the browser's maxlength (in UTF-16 units) never lets through too much", () => {
    expect(validateContactMessage({ ...valid, name: "😀".repeat(100) }, words).success).toBe(true);
    expect(validateContactMessage({ ...valid, name: "😀".repeat(101) }, words).success).toBe(false);
  });

  it("fuzz: never throws, and whatever it accepts keeps the rules", () => {
    // Mostly plausible values, so that whole messages are accepted often enough to check.
    const plausibleText = fc.string({ minLength: 1, maxLength: 120 });
    const plausibleEmail = fc.constantFrom("ada@example.com", " kofi.mensah@mail.example.ng ", "a@b.co");
    const anyValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.emailAddress(),
      fc.constantFrom(...contactPriorities, "", " ", "URGENT"),
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
        const result = validateContactMessage(fields, words);
        if (!result.success) return Object.keys(result.errors).length > 0;
        accepted += 1;
        const { entry: message } = result;
        for (const field of ["name", "email", "subject", "message"] as const) {
          expect(message[field]).toBe(message[field].trim());
          expect(message[field].length).toBeGreaterThan(0);
          expect(message[field].length).toBeLessThanOrEqual(contactLimits[field]);
        }
        expect(contactPriorities).toContain(message.priority);
        return true;
      }),
      { numRuns: 2000 },
    );
    // The generator must reach both sides of the rules for the property to mean anything.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("from a posted form to the validator and back", () => {
  it("reads each message field's text, leaving out files and what the form does not know", () => {
    const form = new FormData();
    form.set("name", " Ada ");
    form.set("subject", new Blob(["x"]));
    form.set("role", "admin");
    expect(contactInputOf(form)).toEqual({ name: " Ada " });
  });

  it("parses the endpoint's answers and refuses anything else", () => {
    expect(intakeResponseSchema(contactFields).safeParse({ status: "success", id: "m1" }).success).toBe(true);
    expect(intakeResponseSchema(contactFields).safeParse({ status: "success", id: "w1", updated: true }).success).toBe(
      true,
    );
    const refused = { status: "error", message: "Check", errors: { email: "Bad", role: "ignored" } };
    expect(intakeResponseSchema(contactFields).parse(refused)).toEqual({
      status: "error",
      message: "Check",
      errors: { email: "Bad" },
    });
    for (const answer of [{ status: "Success" }, { status: "ok" }, { status: "error" }, "success", null, []]) {
      expect(intakeResponseSchema(contactFields).safeParse(answer).success).toBe(false);
    }
  });
});
