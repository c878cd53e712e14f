/**
 * What every intake form shares (docs/decisions/012, 022). A form's rules run in the browser and on
 * the server alike, so both judge and word a refusal the same; zod/mini, as they ship in scripts.
 */
import * as z from "zod/mini";

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
