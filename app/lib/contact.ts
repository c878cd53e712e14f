/**
 * The contact message (spec section 3) and its rules (D14), shared by the form in the browser and
 * by the intake in server/intake, so both judge the same input the same way and say so in the
 * same words (app/content/contact.ts). Written with zod/mini, which tree-shakes to a few
 * kilobytes: this module ships in the Support page's script.
 */
import * as z from "zod/mini";
import type { ContactText, ContactTextField } from "#app/content/contact.ts";
import { fill, formatNumber } from "#app/lib/i18n/template.ts";
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

/**
 * The words the rules speak in, the page's language (app/content/contact.ts, or its translation),
 * and the Intl locale its numbers are written in.
 */
export type ContactWords = Pick<ContactText, "fields" | "rules"> & { locale: string };

/** One message per field and rule; the rule that fails first is the one the visitor sees. */
function fieldMessages({ fields, rules, locale }: ContactWords) {
  const named = (template: string) => (field: ContactTextField) => fill(template, { field: fields[field].label });
  return {
    required: (field: ContactTextField) => fields[field].required,
    tooLong: (field: ContactTextField, max: number) =>
      fill(rules.tooLong, { field: fields[field].label, max: formatNumber(max, locale) }),
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
export type ContactFieldErrors = FieldErrors<ContactField>;

export const contactFields = ["name", "email", "subject", "message", "priority"] as const satisfies ContactField[];

/** What the validator reads: each message field's text, or undefined when missing or a file. */
export type ContactInput = FormInput<ContactField>;

/** The message fields of a posted form (browser or server), ready for validateContactMessage. */
export function contactInputOf(form: FormData): ContactInput {
  return formInputOf(form, contactFields);
}

const schemas = new WeakMap<ContactWords, ReturnType<typeof contactMessageSchema>>();

/** Checks the message fields of `input`, in the language of `words`; anything else in it is ignored. */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>, words: ContactWords) {
  let schema = schemas.get(words);
  if (!schema) {
    schema = contactMessageSchema(words);
    schemas.set(words, schema);
  }
  return validateWith<typeof schema, ContactField>(schema, input);
}
