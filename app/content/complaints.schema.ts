/** Build-time schema of the complaints page and form (app/content/complaints.ts). */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const titled = z.strictObject({ title: text, text });
const fieldWords = z.strictObject({ label: text, required: text });

export const complaintsSchema = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  ways: z.strictObject({
    heading: text,
    intro: text,
    form: titled,
    email: z.strictObject({ title: text, text: text.includes("{email}") }),
    phone: z.strictObject({ title: text, text: text.includes("{phone}") }),
  }),
  next: z.strictObject({ heading: text, steps: z.array(titled).length(3) }),
  windows: z.strictObject({
    heading: text,
    intro: text,
    category: text,
    time: text,
    rows: z.record(z.string(), z.strictObject({ label: text, time: text })),
  }),
  escalation: z.strictObject({
    heading: text,
    licensed: text.includes("{name}").includes("{email}").includes("{address}"),
    demonstration: text,
  }),
  form: z.strictObject({
    title: text,
    intro: text,
    requiredNote: text,
    labels: z.record(z.string(), text),
    placeholders: z.record(z.string(), text),
    chooseCategory: text,
    categories: z.record(z.string(), text),
    submit: text,
    sending: text,
    honeypotLabel: text,
    results: z.strictObject({ sent: text, reference: text.includes("{reference}"), error: text }),
  }),
  fields: z.record(z.string(), fieldWords),
  rules: z.strictObject({
    tooLong: text.includes("{field}").includes("{max}"),
    controlCharacters: text.includes("{field}"),
    invisibleCharacters: text.includes("{field}"),
    unreadable: text.includes("{field}"),
    email: text,
    phone: text,
    category: text,
    reference: text,
  }),
  refusals: z.strictObject({
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
