/** Build-time schema of the contact form's words (app/content/contact.ts). */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const fieldWords = z.strictObject({ label: text, required: text });

export const contactSchema = z.strictObject({
  priorityLabels: z.strictObject({ low: text, medium: text, high: text, urgent: text }),
  resultMessages: z.strictObject({ sent: text, error: text }),
  /** By the contact form's text fields (app/lib/contact.ts), which its rules read them by. */
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
