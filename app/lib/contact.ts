/**
 * The contact message (spec section 3) and its rules (D14), shared by the form in the browser and
 * by the endpoint in server/contact, so both judge the same input the same way and say so in the
 * same words (app/content/contact.ts). Written with zod/mini, which tree-shakes to a few
 * kilobytes: this module ships in the Support page's script.
 */
import * as z from "zod/mini";
import type { ContactText, ContactTextField } from "#app/content/contact.ts";
import { fill } from "#app/lib/i18n/template.ts";

/** The four priorities, in the order the form lists them. */
export const contactPriorities = ["low", "medium", "high", "urgent"] as const;

export type ContactPriority = (typeof contactPriorities)[number];

export const defaultPriority: ContactPriority = "medium";

export function isContactPriority(value: unknown): value is ContactPriority {
  return contactPriorities.includes(value as ContactPriority);
}

/**
 * The longest value of each field (D14), in characters (Unicode code points, as zod and SQLite
 * count them). The form's `maxlength` counts UTF-16 code units, one or two per character, so the
 * browser never lets through a value the server would refuse for its length. 254 is the longest
 * address SMTP can deliver to (RFC 5321 with its erratum).
 */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * Hidden fields the form sends beside the message. None is shown or stored as message text:
 * - idempotencyKey: made in the browser per distinct submission, so a retried or double-sent
 *   message is stored once;
 * - website: a honeypot that people never see and bots fill in;
 * - elapsedMs: how long the form was open before sending, measured in the browser (no clock skew);
 *   bots are faster than any person can type;
 * - language: the page's language code, in which the server answers and which it stores.
 */
export const contactControlFields = {
  idempotencyKey: "idempotencyKey",
  honeypot: "website",
  elapsed: "elapsedMs",
  language: "language",
} as const;

/** Idempotency keys are URL-safe random strings; the browser makes 32 characters. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Characters nobody types on purpose (issue 13). Control characters (C0, DEL and C1): a message
 * may keep line breaks and tabs, a single-line field none; besides being noise, SQLite's length()
 * stops at a NUL. Zero-width characters and bidi embedding, override and isolate controls are
 * invisible, so a name or subject could read differently from what is stored (a reversed file
 * name, two names that look alike); the message keeps them for text that mixes directions. U+FFFD
 * is what a form decoder leaves of bytes that were not valid UTF-8.
 */
const characterRules = {
  singleLineControls: /^\P{Cc}*$/u,
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  multiLineControls: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/,
  invisible: /^[^\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]*$/,
  readable: /^[^\uFFFD]*$/,
};

/** The words the rules speak in: the page's language (app/content/contact.ts, or its translation). */
export type ContactWords = Pick<ContactText, "fields" | "rules">;

/** One message per field and rule; the rule that fails first is the one the visitor sees. */
function fieldMessages({ fields, rules }: ContactWords) {
  const named = (template: string) => (field: ContactTextField) => fill(template, { field: fields[field].label });
  return {
    required: (field: ContactTextField) => fields[field].required,
    tooLong: (field: ContactTextField, max: number) =>
      fill(rules.tooLong, { field: fields[field].label, max: max.toLocaleString("en-US") }),
    controlCharacters: named(rules.controlCharacters),
    invisibleCharacters: named(rules.invisibleCharacters),
    unreadable: named(rules.unreadable),
    email: rules.email,
    priority: rules.priority,
  };
}

function text(say: ReturnType<typeof fieldMessages>, field: ContactTextField, multiLine = false) {
  return z.string(say.required(field)).check(
    // Spaces alone are not an answer; the stored value is the trimmed one.
    z.trim(),
    z.minLength(1, say.required(field)),
    z.maxLength(contactLimits[field], say.tooLong(field, contactLimits[field])),
    z.regex(characterRules.readable, say.unreadable(field)),
    z.regex(
      multiLine ? characterRules.multiLineControls : characterRules.singleLineControls,
      say.controlCharacters(field),
    ),
    ...(multiLine ? [] : [z.regex(characterRules.invisible, say.invisibleCharacters(field))]),
  );
}

/** The message's schema, its messages in the language of `words`. */
export function contactMessageSchema(words: ContactWords) {
  const say = fieldMessages(words);
  return z.object({
    name: text(say, "name"),
    email: text(say, "email").check(z.regex(z.regexes.email, say.email)),
    subject: text(say, "subject"),
    message: text(say, "message", true),
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    priority: z._default(z.enum(contactPriorities, say.priority), defaultPriority),
  });
}

export type ContactMessage = z.infer<ReturnType<typeof contactMessageSchema>>;
export type ContactField = keyof ContactMessage;
/** At most one message per field: the first thing to fix. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactFields = ["name", "email", "subject", "message", "priority"] as const satisfies ContactField[];

export function isContactField(name: unknown): name is ContactField {
  return contactFields.includes(name as ContactField);
}

/** What the validator reads: each message field's text, or undefined when missing or a file. */
export type ContactInput = Partial<Record<ContactField, string>>;

/** The message fields of a posted form (browser or server), ready for validateContactMessage. */
export function contactInputOf(form: FormData): ContactInput {
  const input: ContactInput = {};
  for (const field of contactFields) {
    const value = form.get(field);
    if (typeof value === "string") input[field] = value;
  }
  return input;
}

export type ContactValidation =
  { success: true; message: ContactMessage } | { success: false; errors: ContactFieldErrors };

const schemas = new WeakMap<ContactWords, ReturnType<typeof contactMessageSchema>>();

/** Checks the message fields of `input`, in the language of `words`; anything else in it is ignored. */
export function validateContactMessage(
  input: Partial<Record<ContactField, unknown>>,
  words: ContactWords,
): ContactValidation {
  let schema = schemas.get(words);
  if (!schema) {
    schema = contactMessageSchema(words);
    schemas.set(words, schema);
  }
  const result = schema.safeParse(input);
  if (result.success) return { success: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

const fieldErrorsSchema = z.object(
  Object.fromEntries(contactFields.map((field) => [field, z.optional(z.string())])),
) as z.ZodMiniType<ContactFieldErrors>;

/**
 * What the endpoint answers, for the server to build and the browser to read. Only
 * `status: "success"` counts as sent (spec section 7); an error may name a reason and, when fields
 * are at fault, one message per field.
 */
export const contactResponseSchema = z.union([
  z.object({ status: z.enum(["success"]), id: z.string() }),
  z.object({ status: z.enum(["error"]), message: z.string(), errors: z.optional(fieldErrorsSchema) }),
]);

export type ContactResponse = z.infer<typeof contactResponseSchema>;
