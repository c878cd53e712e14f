/** Build-time schema of the Security page copy in app/content/security.ts. */
import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";

const text = z.string().trim().min(1);

const iconCardSchema = z.strictObject({ icon: iconSchema, title: text, text });

/** Ids pin the spec's order so a reordering or a dropped item fails the build. */
const securityFeatureIds = [
  "encryption",
  "biometrics",
  "two-factor",
  "monitoring",
  "data-storage",
  "identity-verification",
  "cloud-security",
  "api-access",
] as const;

const safetyTipIds = [
  "strong-passwords",
  "enable-2fa",
  "update-app",
  "monitor-accounts",
  "avoid-public-wifi",
  "never-share-credentials",
] as const;

function inOrder<T extends { id: string }>(ids: readonly string[]) {
  return (items: T[]) => items.length === ids.length && items.every((item, i) => item.id === ids[i]);
}

export const securitySchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text, buttonLabel: text }),
  features: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(iconCardSchema.extend({ id: z.enum(securityFeatureIds) }))
      .length(8)
      .refine(inOrder(securityFeatureIds), {
        message: `Order: ${securityFeatureIds.join(", ")}`,
      }),
  }),
  safetyTips: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(iconCardSchema.extend({ id: z.enum(safetyTipIds) }))
      .length(6)
      .refine(inOrder(safetyTipIds), {
        message: `Order: ${safetyTipIds.join(", ")}`,
      }),
  }),
  fraud: z.strictObject({
    heading: text,
    text,
    actions: z.tuple([
      z.strictObject({
        kind: z.literal("call"),
        icon: iconSchema,
        label: z.literal("Call Now"),
        description: text,
      }),
      z.strictObject({
        kind: z.literal("app"),
        icon: iconSchema,
        label: z.literal("Open App"),
        description: text,
      }),
      z.strictObject({
        kind: z.literal("report"),
        icon: iconSchema,
        label: z.literal("Report Issue"),
        description: text,
      }),
    ]),
  }),
});

export type SecurityContent = z.infer<typeof securitySchema>;
export type SecurityFeature = SecurityContent["features"]["items"][number];
export type SafetyTip = SecurityContent["safetyTips"]["items"][number];
export type FraudAction = SecurityContent["fraud"]["actions"][number];
