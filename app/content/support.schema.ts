/**
 * Build-time schema of the Support page copy in app/content/support.ts: its shape and the counts
 * the spec fixes. The spec's words are asserted on the page, in tests/e2e/support.spec.ts.
 */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

export const supportSchema = z.strictObject({
  hero: z.strictObject({
    title: text,
    lead: text,
    chatLabel: text,
    /** Shown before the phone number and the e-mail address on their buttons. */
    callLabel: text,
    emailLabel: text,
  }),
  faq: z.strictObject({ title: text, intro: text }),
  help: z.strictObject({
    title: text,
    contact: z.strictObject({
      title: text,
      hours: z.strictObject({ label: text, value: text }),
      phoneLabel: text,
      email: z.strictObject({ label: text, responseTime: text }),
      /** The spec names six languages. */
      languages: z.strictObject({ label: text, list: z.array(text).length(6) }),
    }),
    assistant: z.strictObject({ title: text, text, action: text }),
    emergency: z.strictObject({ title: text, text, action: text }),
  }),
  form: z.strictObject({
    title: text,
    intro: text,
    requiredNote: text,
    /** By the contact form's fields (app/lib/contact.ts), which its markup reads them by. */
    labels: z.record(z.string(), text),
    placeholders: z.record(z.string(), text),
    submit: text,
    sending: text,
    clear: text,
    /** The honeypot's label: people never see the field, bots fill it in. */
    honeypotLabel: text,
  }),
});
