/** Build-time schema of the accessibility statement (app/content/accessibility.ts) and its figures. */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

export const accessibilitySchema = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  standard: z.strictObject({ heading: text, text }),
  testing: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  lastCheck: z.strictObject({
    heading: text,
    text: text.includes("{date}").includes("{pages}").includes("{violations}"),
    browser: text.includes("{browser}"),
  }),
  limitations: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  contact: z.strictObject({ heading: text, text: text.includes("{email}").includes("{phone}") }),
});

export const accessibilityChecksSchema = z.strictObject({
  date: z.iso.date(),
  pages: z.number().int().positive(),
  languages: z.number().int().positive(),
  narrowestPx: z.number().int().positive(),
  widestPx: z.number().int().positive(),
  seriousOrCriticalViolations: z.number().int().min(0),
  lighthouseAccessibility: z.number().int().min(0).max(100),
  lighthousePages: z.number().int().positive(),
  browser: text,
});

export const accessibilityModuleSchema = z.strictObject({
  copy: accessibilitySchema,
  checks: accessibilityChecksSchema,
});
