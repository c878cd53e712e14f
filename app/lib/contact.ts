/** The contact message (spec section 3) and its rules (D14), in the words of app/content/contact.ts. */
import * as z from "zod/mini";
import type { ContactText } from "#app/content/contact.ts";
import { formInputOf, textField, validateWith, type FieldErrors, type FormInput } from "#app/lib/intake.ts";

/** In the order the form lists them. */
export const contactPriorities = ["low", "medium", "high", "urgent"] as const;

export type ContactPriority = (typeof contactPriorities)[number];

export const defaultPriority: ContactPriority = "medium";

export function isContactPriority(value: unknown): value is ContactPriority {
  return contactPriorities.includes(value as ContactPriority);
}

/**
 * D14, in code points, as zod and the databases count. The form's `maxlength` counts UTF-16 units,
 * so it never lets through what the server refuses. 254: the longest address SMTP delivers to.
 */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** The rules' words in the page's language, and its number locale. */
export type ContactWords = Pick<ContactText, "fields" | "rules"> & { locale: string };

export function contactMessageSchema(words: ContactWords) {
  return z.object({
    name: textField(words, "name", contactLimits.name),
    email: textField(words, "email", contactLimits.email).check(z.regex(z.regexes.email, words.rules.email)),
    subject: textField(words, "subject", contactLimits.subject),
    message: textField(words, "message", contactLimits.message, { multiLine: true }),
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    priority: z._default(z.enum(contactPriorities, words.rules.priority), defaultPriority),
  });
}

export type ContactMessage = z.infer<ReturnType<typeof contactMessageSchema>>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = FieldErrors<ContactField>;

export const contactFields = ["name", "email", "subject", "message", "priority"] as const satisfies ContactField[];

export type ContactInput = FormInput<ContactField>;

export function contactInputOf(form: FormData): ContactInput {
  return formInputOf(form, contactFields);
}

const schemas = new WeakMap<ContactWords, ReturnType<typeof contactMessageSchema>>();

export function validateContactMessage(input: Partial<Record<ContactField, unknown>>, words: ContactWords) {
  let schema = schemas.get(words);
  if (!schema) {
    schema = contactMessageSchema(words);
    schemas.set(words, schema);
  }
  return validateWith<typeof schema, ContactField>(schema, input);
}
