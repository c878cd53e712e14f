/** Build-time schema of the Security page copy in app/content/security.ts. */
import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";

const text = z.string().trim().min(1);

const iconCardSchema = z.strictObject({ icon: iconSchema, title: text, text });

/** The spec fixes how many of each there are; ids are unique, for anchors and keys. */
function iconCards(count: number) {
  return z
    .array(iconCardSchema.extend({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }))
    .length(count)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, "Ids must be unique");
}

export const securitySchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, buttonLabel: text }),
  features: z.strictObject({
    heading: text,
    intro: text,
    items: iconCards(8),
  }),
  safetyTips: z.strictObject({
    heading: text,
    intro: text,
    items: iconCards(6),
  }),
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
});

export type SecurityContent = z.infer<typeof securitySchema>;
export type SecurityFeature = SecurityContent["features"]["items"][number];
export type SafetyTip = SecurityContent["safetyTips"]["items"][number];
export type FraudAction = SecurityContent["fraud"]["actions"][number];
