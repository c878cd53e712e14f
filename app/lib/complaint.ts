/** A complaint (D23) and its rules, in the words of app/content/complaints.ts, for the form and the server. */
import * as z from "zod/mini";
import type { ComplaintsContent } from "#app/content/complaints.ts";
import {
  formInputOf,
  idPrefixOf,
  referenceOf,
  textField,
  validateWith,
  type FormInput,
  type TextRuleWords,
} from "#app/lib/intake.ts";

/** What a complaint is about, in the order the form lists them; the CBN's windows differ by kind. */
export const complaintCategories = ["transfer", "card", "account", "charges", "fraud", "service", "other"] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];

export const complaintLimits = { name: 100, email: 254, phone: 30, reference: 9, description: 5000 } as const;

/** Figures, spaces and the marks people write phone numbers with. */
const phonePattern = /^\+?[\d\s().-]{5,}$/;

export type ComplaintWords = Pick<ComplaintsContent, "fields" | "rules"> & { locale: string };

export function complaintSchema(words: ComplaintWords) {
  const rules: TextRuleWords = words;
  return z.object({
    name: textField(rules, "name", complaintLimits.name),
    email: textField(rules, "email", complaintLimits.email).check(z.regex(z.regexes.email, words.rules.email)),
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    phone: z._default(
      textField(rules, "phone", complaintLimits.phone, { optional: true }).check(
        z.refine((phone) => phone === "" || phonePattern.test(phone), words.rules.phone),
      ),
      "",
    ),
    category: z.enum(complaintCategories, words.rules.category),
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    reference: z._default(
      textField(rules, "reference", complaintLimits.reference, { optional: true }).check(
        z.refine((reference) => reference === "" || idPrefixOf(reference) !== undefined, words.rules.reference),
        // Stored as the site writes it ("7q4m 2xpa" → "7Q4M-2XPA"), so the team finds it with --reference.
        z.overwrite((reference) => {
          const prefix = idPrefixOf(reference);
          return prefix ? referenceOf(prefix) : reference;
        }),
      ),
      "",
    ),
    description: textField(rules, "description", complaintLimits.description, { multiLine: true }),
  });
}

export type Complaint = z.infer<ReturnType<typeof complaintSchema>>;
export type ComplaintField = keyof Complaint;

export const complaintFields = [
  "name",
  "email",
  "phone",
  "category",
  "reference",
  "description",
] as const satisfies ComplaintField[];

export function complaintInputOf(form: FormData): FormInput<ComplaintField> {
  return formInputOf(form, complaintFields);
}

const schemas = new WeakMap<ComplaintWords, ReturnType<typeof complaintSchema>>();

export function validateComplaint(input: Partial<Record<ComplaintField, unknown>>, words: ComplaintWords) {
  let schema = schemas.get(words);
  if (!schema) {
    schema = complaintSchema(words);
    schemas.set(words, schema);
  }
  return validateWith<typeof schema, ComplaintField>(schema, input);
}
