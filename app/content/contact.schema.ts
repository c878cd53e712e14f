import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const fieldWords = z.strictObject({ label: text, required: text });

export const contactSchema = z.strictObject({
  priorityLabels: z.strictObject({ low: text, medium: text, high: text, urgent: text }),
  resultMessages: z.strictObject({ sent: text, error: text, reference: text.includes("{reference}") }),
  /** Keyed by the text fields of app/lib/contact.ts, whose rules read them. */
  fields: z.record(z.string(), fieldWords),
  rules: z.strictObject({
    tooLong: text.includes("{field}").includes("{max}"),
    controlCharacters: text.includes("{field}"),
    invisibleCharacters: text.includes("{field}"),
    unreadable: text.includes("{field}"),
    email: text,
    priority: text,
  }),
  serverMessages: z.strictObject({
    crossSite: text,
    rateLimited: text,
    unsupported: text,
    tooLarge: text,
    unreadable: text,
    invalid: text,
    badKey: text,
    storeFailed: text,
    method: text,
  }),
});
