/**
 * The contact message (spec section 3) and its rules (D14), shared by the form in the browser and
 * by the endpoint in server/contact, so both judge the same input the same way and say so in the
 * same words. Written with zod/mini, which tree-shakes to a few kilobytes: this module ships in the
 * Support page's bundle.
 */
import * as z from "zod/mini";

/** The four priorities with the labels the spec fixes, in the order the form lists them. */
export const contactPriorities = [
  { value: "low", label: "Low - General inquiry" },
  { value: "medium", label: "Medium - Account support" },
  { value: "high", label: "High - Transaction issue" },
  { value: "urgent", label: "Urgent - Security concern" },
] as const;

export type ContactPriority = (typeof contactPriorities)[number]["value"];

export const defaultPriority: ContactPriority = "medium";

const priorityValues = contactPriorities.map((priority) => priority.value) as [ContactPriority, ...ContactPriority[]];

export function isContactPriority(value: unknown): value is ContactPriority {
  return priorityValues.includes(value as ContactPriority);
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
 *   bots are faster than any person can type.
 */
export const contactControlFields = {
  idempotencyKey: "idempotencyKey",
  honeypot: "website",
  elapsed: "elapsedMs",
} as const;

/** Idempotency keys are URL-safe random strings; the browser makes 32 characters. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;

const thousands = (count: number) => count.toLocaleString("en-US");

/**
 * Control characters nobody types: a single-line field may have none, a message only line breaks
 * and tabs. Beyond their being noise, SQLite's length() stops at a NUL, which would break the
 * table's own length checks.
 */
const controlCharacters = {
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  singleLine: /^[^\u0000-\u001F\u007F]*$/,
  // oxlint-disable-next-line no-control-regex -- as above
  multiLine: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/,
};

function text(field: { required: string; label: string; max: number; multiLine?: boolean }) {
  return z.string(field.required).check(
    // Spaces alone are not an answer; the stored value is the trimmed one.
    z.trim(),
    z.minLength(1, field.required),
    z.maxLength(field.max, `Please keep ${field.label} to ${thousands(field.max)} characters or fewer.`),
    z.regex(
      field.multiLine ? controlCharacters.multiLine : controlCharacters.singleLine,
      `Please remove the hidden control characters from ${field.label}.`,
    ),
  );
}

export const contactMessageSchema = z.object({
  name: text({ required: "Please tell us your name.", label: "your name", max: contactLimits.name }),
  email: text({
    required: "Please enter your e-mail address.",
    label: "your e-mail address",
    max: contactLimits.email,
  }).check(z.regex(z.regexes.email, "Please enter a valid e-mail address, such as ada@example.com.")),
  subject: text({
    required: "Please add a subject, so we know what this is about.",
    label: "the subject",
    max: contactLimits.subject,
  }),
  message: text({
    required: "Please write your message.",
    label: "your message",
    max: contactLimits.message,
    multiLine: true,
  }),
  // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
  priority: z._default(z.enum(priorityValues, "Please choose one of the listed priorities."), defaultPriority),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
/** At most one message per field: the first thing to fix. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactFields = Object.keys(contactMessageSchema.shape) as ContactField[];

export type ContactValidation =
  { success: true; message: ContactMessage } | { success: false; errors: ContactFieldErrors };

/** Checks the message fields of `input`; anything else in it is ignored. */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { success: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** What the endpoint answers. The form counts only `status: "success"` as sent (spec section 7). */
export type ContactResponse =
  { status: "success"; id: string } | { status: "error"; message: string; errors?: ContactFieldErrors };

/** The result messages of spec section 8, word for word. */
export const contactResultMessages = {
  sent: "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.",
  error: "There was an error sending your message. Please try again or contact us directly.",
} as const;

export type ContactResult = keyof typeof contactResultMessages;

/** Ids of the two result messages on the Support page; without JavaScript, `:target` shows one. */
export const contactResultIds: Record<ContactResult, string> = { sent: "contact-sent", error: "contact-error" };

/**
 * Where a form posted without JavaScript lands (D13): the Support page, scrolled to the message
 * that the fragment targets. The query names the result for the hydrated page and for people.
 */
export function contactResultPath(result: ContactResult): string {
  return `/support?contact=${result}#${contactResultIds[result]}`;
}
