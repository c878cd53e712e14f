import { z } from "zod";
import { iconCardSchema, iconCardSection, text } from "#app/content/common.schema.ts";
import { iconSchema } from "#app/content/icon.schema.ts";

export const securitySchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, buttonLabel: text }),
  features: iconCardSection(8, iconCardSchema),
  safetyTips: iconCardSection(6, iconCardSchema),
  fraud: z.strictObject({
    heading: text,
    text,
    actions: z.tuple([
      z.strictObject({
        kind: z.literal("call"),
        icon: iconSchema,
        label: text,
        description: text,
      }),
      z.strictObject({
        kind: z.literal("app"),
        icon: iconSchema,
        label: text,
        description: text,
      }),
      z.strictObject({
        kind: z.literal("report"),
        icon: iconSchema,
        label: text,
        description: text,
      }),
    ]),
  }),
  scams: z.strictObject({
    heading: text,
    intro: text,
    neverAsk: z.strictObject({ heading: text, items: z.array(text).min(3) }),
    check: z.strictObject({ heading: text, items: z.array(text).min(2) }),
    report: z.strictObject({ heading: text, text, action: text }),
  }),
});

export type SecurityContent = z.infer<typeof securitySchema>;
export type FraudAction = SecurityContent["fraud"]["actions"][number];
