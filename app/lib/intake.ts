/**
 * What every form posted to the site's intake pipeline shares (the contact form, app/lib/contact.ts,
 * and the waitlist, app/lib/waitlist.ts; docs/decisions/006 and 012): the hidden control fields,
 * the character rules of typed text, reading a form's fields, one message per faulty field, and
 * the endpoint's answer. Written with zod/mini: it ships in the pages' scripts.
 */
import * as z from "zod/mini";

/**
 * Hidden fields a form sends beside what the visitor typed. None is stored as typed text:
 * - idempotencyKey: made in the browser per distinct submission, so a retried or double-sent
 *   form is stored once;
 * - website: a honeypot that people never see and bots fill in;
 * - elapsedMs: how long the form was open before sending, measured in the browser (no clock skew);
 *   bots are faster than any person can type;
 * - language: the page's language code, in which the server answers and which it stores.
 */
export const intakeControlFields = {
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
 * invisible, so a name could read differently from what is stored; a message keeps them for text
 * that mixes directions. U+FFFD is what a form decoder leaves of bytes that were not valid UTF-8.
 */
export const characterRules = {
  singleLineControls: /^\P{Cc}*$/u,
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  multiLineControls: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/,
  invisible: /^[^\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]*$/,
  readable: /^[^\uFFFD]*$/,
};

/** What a validator reads: each field's text, or undefined when missing or a file. */
export type FormInput<Field extends string> = Partial<Record<Field, string>>;

/** The named fields of a posted form (browser or server); anything else in it is ignored. */
export function formInputOf<Field extends string>(form: FormData, fields: readonly Field[]): FormInput<Field> {
  const input: FormInput<Field> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") input[field] = value;
  }
  return input;
}

/** At most one message per field: the first thing to fix. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Validation<Entry, Field extends string> =
  { success: true; entry: Entry } | { success: false; errors: FieldErrors<Field> };

/** Checks `input` with `schema`, keeping the first message of each faulty field. */
export function validateWith<Schema extends z.ZodMiniType, Field extends string>(
  schema: Schema,
  input: Partial<Record<Field, unknown>>,
): Validation<z.infer<Schema>, Field> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, entry: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { success: false, errors };
}

/**
 * What the intake endpoint answers to a form with these fields, for the server to build and the
 * browser to read. Only `status: "success"` counts as stored (spec section 7); `updated` says a
 * waitlist entry for the same address was there already. An error may name a reason and, when
 * fields are at fault, one message per field (a plain object of the form's own fields: zod's
 * record would add half a kilobyte to each page's script).
 */
export function intakeResponseSchema<Field extends string>(fields: readonly Field[]) {
  const fieldErrors = z.object(Object.fromEntries(fields.map((field) => [field, z.optional(z.string())])));
  return z.union([
    z.object({ status: z.enum(["success"]), id: z.string(), updated: z.optional(z.literal(true)) }),
    z.object({
      status: z.enum(["error"]),
      message: z.string(),
      errors: z.optional(fieldErrors as unknown as z.ZodMiniType<FieldErrors<Field>>),
    }),
  ]);
}

export type IntakeResponse =
  | {
      status: "success";
      id: string;
      updated?: true;
    }
  | { status: "error"; message: string; errors?: FieldErrors<string> };
