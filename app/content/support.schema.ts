/**
 * Build-time schema of the Support page copy in app/content/support.ts. Texts the spec fixes
 * (titles, button labels, the six languages) are literals, so a rewording fails the build.
 */
import { z } from "zod";

const text = z.string().trim().min(1);

/** Spec section 2: the languages support is offered in, in the spec's order. */
export const supportLanguages = ["English", "French", "Arabic", "Hausa", "Yoruba", "Igbo"] as const;

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
      email: z.strictObject({ label: text, responseTime: text.includes("within 2 hours") }),
      languages: z.strictObject({
        label: text,
        list: z
          .array(text)
          .refine(
            (list) => list.join() === supportLanguages.join(),
            `Exactly, in order: ${supportLanguages.join(", ")}`,
          ),
      }),
    }),
    assistant: z.strictObject({ title: text, text, action: text }),
    emergency: z.strictObject({ title: text, text, action: z.literal("Emergency Hotline") }),
  }),
  form: z.strictObject({
    title: z.literal("Send Us a Message"),
    intro: text,
    requiredNote: text,
    labels: z.strictObject({ name: text, email: text, subject: text, message: text, priority: text }),
    placeholders: z.strictObject({ name: text, email: text, subject: text, message: text }),
    submit: text,
    sending: z.literal("Sending..."),
    clear: z.literal("Clear Form"),
  }),
});

export type SupportContent = z.infer<typeof supportSchema>;
