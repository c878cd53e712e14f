/** Build-time schema of the disclosure policy (app/content/disclosure.ts). */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const list = z.strictObject({ heading: text, items: z.array(text).min(1) });

export const disclosureSchema = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  report: z.strictObject({ heading: text, text: text.includes("{contact}"), securityTxt: text.includes("{path}") }),
  promises: list,
  rules: list,
  outOfScope: list,
});
