/** Build-time schema of the regulatory statements' words (app/content/regulation.ts). */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

export const regulationSchema = z.strictObject({
  footer: z.strictObject({
    demonstration: text,
    licensed: text.includes("{company}").includes("{regulator}").includes("{insurance}"),
    link: text,
  }),
  eyebrow: text,
  title: text,
  demonstration: z.strictObject({ lead: text, points: z.array(text).min(3), deployment: text }),
  licensed: z.strictObject({
    lead: text.includes("{company}"),
    caption: text,
    detail: text,
    value: text,
    regulator: text,
    licence: text,
    licenceNumber: text,
    depositInsurance: text,
    insurance: text.includes("{insurer}").includes("{amount}"),
    registeredCompany: text,
    company: text.includes("{name}").includes("{number}").includes("{address}"),
    moneyTransfers: text,
    operator: text.includes("{name}").includes("{number}"),
    checkLicence: text,
  }),
});
