/**
 * The contact message (spec section 3) and its rules (D14), shared by the form in the browser and
 * by the endpoint in server/contact, so both judge the same input the same way and say so in the
 * same words (app/content/contact.ts). Written with zod/mini, which tree-shakes to a few
 * kilobytes: this module ships in the Support page's script.
 */
import * as z from "zod/mini";
import { contactFieldMessages as say, type ContactTextField } from "#app/content/contact.ts";
import { characterRules, formInputOf, validateWith, type FieldErrors, type FormInput } from "#app/lib/intake.ts";

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

function text(field: ContactTextField, multiLine = false) {
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

export const contactMessageSchema = z.object({
  name: text("name"),
  email: text("email").check(z.regex(z.regexes.email, say.email)),
  subject: text("subject"),
  message: text("message", true),
  // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
  priority: z._default(z.enum(contactPriorities, say.priority), defaultPriority),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
/** At most one message per field: the first thing to fix. */
export type ContactFieldErrors = FieldErrors<ContactField>;

export const contactFields = Object.keys(contactMessageSchema.shape) as ContactField[];

export function isContactField(name: unknown): name is ContactField {
  return contactFields.includes(name as ContactField);
}

/** What the validator reads: each message field's text, or undefined when missing or a file. */
export type ContactInput = FormInput<ContactField>;

/** The message fields of a posted form (browser or server), ready for validateContactMessage. */
export function contactInputOf(form: FormData): ContactInput {
  return formInputOf(form, contactFields);
}

/** Checks the message fields of `input`; anything else in it is ignored. */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>) {
  return validateWith<typeof contactMessageSchema, ContactField>(contactMessageSchema, input);
}
