/**
 * What every intake form shares (docs/decisions/012, 022). A form's rules run in the browser and on
 * the server alike, so both judge and word a refusal the same; zod/mini, as they ship in scripts.
 */
import * as z from "zod/mini";
import { fill, formatNumber } from "#app/lib/i18n/template.ts";

/**
 * Sent beside the typed fields: a key made per submission (a retried form is stored once), a
 * honeypot people never see, and how long the form was open, measured in the browser (no clock
 * skew): bots are faster than anyone types.
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
 * Characters nobody types on purpose (issue 13). SQLite's length() stops at a NUL; invisible
 * zero-width and bidi controls could make a name read other than stored (a message keeps them, for
 * mixed directions); U+FFFD is what a decoder leaves of bytes that were not UTF-8.
 */
export const characterRules = {
  singleLineControls: /^\P{Cc}*$/u,
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  multiLineControls: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/,
  invisible: /^[^\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]*$/,
  readable: /^[^\uFFFD]*$/,
};

/**
 * The words a form's text rules speak, in the page's language: how each field is named inside a
 * sentence and what it says when left empty, the rules' templates (`{field}`, `{max}`), and the
 * locale its numbers are written in ("5 000" in French).
 */
export type TextRuleWords = {
  fields: Readonly<Record<string, { label: string; required: string }>>;
  rules: { tooLong: string; controlCharacters: string; invisibleCharacters: string; unreadable: string };
  locale: string;
};

/** A text field: trimmed, within `max` characters, readable, without control or invisible characters. */
export function textField(
  words: TextRuleWords,
  field: string,
  max: number,
  { multiLine = false, optional = false }: { multiLine?: boolean; optional?: boolean } = {},
) {
  const label = words.fields[field]?.label ?? field;
  const required = words.fields[field]?.required ?? "";
  const say = (template: string) => fill(template, { field: label, max: formatNumber(max, words.locale) });
  return z.string(required).check(
    // Spaces alone are not an answer; the stored value is the trimmed one.
    z.trim(),
    ...(optional ? [] : [z.minLength(1, required)]),
    z.maxLength(max, say(words.rules.tooLong)),
    z.regex(characterRules.readable, say(words.rules.unreadable)),
    z.regex(
      multiLine ? characterRules.multiLineControls : characterRules.singleLineControls,
      say(words.rules.controlCharacters),
    ),
    ...(multiLine ? [] : [z.regex(characterRules.invisible, say(words.rules.invisibleCharacters))]),
  );
}

export type FormInput<Field extends string> = Partial<Record<Field, string>>;

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
 * Only `status: "success"` counts as stored (spec section 7); `updated`: the waitlist had the
 * address. Field errors are a plain object, as zod's record adds half a kilobyte to each script.
 */
export function intakeResponseSchema<Field extends string>(fields: readonly Field[]) {
  const fieldErrors = z.object(Object.fromEntries(fields.map((field) => [field, z.optional(z.string())])));
  return z.union([
    // Spec section 7: a success is `status: "success"`, whatever else the answer carries or lacks (D24).
    z.object({
      status: z.enum(["success"]),
      id: z.optional(z.string()),
      reference: z.optional(z.string()),
      updated: z.optional(z.literal(true)),
    }),
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
      id?: string;
      reference?: string;
      updated?: true;
    }
  | { status: "error"; message: string; errors?: FieldErrors<string> };

/** Crockford's base 32: without I, L, O and U, no two references sound or look alike on the phone. */
const referenceAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A stored submission's reference, short enough to read over the phone (D24): the first 40 bits of
 * its random id in 8 characters, "7Q4M-2XPA". Derived, not counted, so nothing but the id is stored.
 */
export function referenceOf(id: string): string {
  let bits = BigInt(`0x${id.replaceAll("-", "").slice(0, 10)}`);
  let reference = "";
  for (let index = 0; index < 8; index += 1) {
    reference = referenceAlphabet[Number(bits & 31n)]! + reference;
    bits >>= 5n;
  }
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/** The start every id with this reference has ("0f3a9c21-7e"), or none if it is not one. */
export function idPrefixOf(reference: string): string | undefined {
  const typed = reference.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(typed)) return undefined;
  let bits = 0n;
  for (const character of typed) bits = (bits << 5n) | BigInt(referenceAlphabet.indexOf(character));
  const hex = bits.toString(16).padStart(10, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}
