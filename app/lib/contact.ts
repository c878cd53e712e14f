/** The contact message (spec section 3) and its rules (D14), in the words of app/content/contact.ts. */
import * as z from "zod/mini";
import type { ContactText, ContactTextField } from "#app/content/contact.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { characterRules, formInputOf, validateWith, type FieldErrors, type FormInput } from "#app/lib/intake.ts";

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

export type ContactWords = Pick<ContactText, "fields" | "rules">;

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
