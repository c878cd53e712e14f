import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

export const supportSchema = z.strictObject({
  hero: z.strictObject({
    title: text,
    lead: text,
    chatLabel: text,
    /** Before the phone number and the e-mail address on their buttons. */
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
      languages: z.strictObject({ label: text, list: z.array(text).length(6) }),
    }),
    assistant: z.strictObject({ title: text, text, action: text }),
    emergency: z.strictObject({ title: text, text, action: text }),
  }),
  form: z.strictObject({
    title: text,
    intro: text,
    requiredNote: text,
    /** Keyed by the fields of app/lib/contact.ts. */
    labels: z.record(z.string(), text),
    placeholders: z.record(z.string(), text),
    submit: text,
    sending: text,
    clear: text,
    honeypotLabel: text,
  }),
});
