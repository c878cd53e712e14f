/** A waitlist entry (issue 10, D17) and its rules, in the words of app/content/waitlist.ts. */
import * as z from "zod/mini";
import { countryCodes } from "#app/content/countries.ts";
import type { WaitlistFieldMessages } from "#app/content/waitlist.ts";
import { characterRules, formInputOf, validateWith, type FieldErrors, type FormInput } from "#app/lib/intake.ts";

/** Counted as contactLimits are (app/lib/contact.ts). */
export const waitlistLimits = { email: 254, firstName: 100 } as const;

/** The checkbox's value when ticked; an unticked box sends nothing. */
export const consentValue = "yes";

/** The route ids of the pages that carry the waitlist. */
export const waitlistSources = ["open-account", "webapp"] as const;
export type WaitlistSource = (typeof waitlistSources)[number];

const country = (message: string) => z.enum(countryCodes, message);

export function waitlistEntrySchema(say: WaitlistFieldMessages) {
  return z.object({
    email: z
      .string(say.emailRequired)
      .check(
        z.trim(),
        z.minLength(1, say.emailRequired),
        z.maxLength(waitlistLimits.email, say.emailTooLong),
        z.regex(characterRules.readable, say.unreadable),
        z.regex(z.regexes.email, say.emailInvalid),
      ),
    residence: country(say.residence),
    destination: country(say.destination),
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    firstName: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(waitlistLimits.firstName, say.firstNameTooLong),
          z.regex(characterRules.readable, say.unreadable),
          z.regex(characterRules.singleLineControls, say.firstNameCharacters),
          z.regex(characterRules.invisible, say.firstNameCharacters),
        ),
      "",
    ),
    consent: z.literal(consentValue, say.consent),
    // Which page the visitor joined from: where a post made without JavaScript returns to.
    // oxlint-disable-next-line no-underscore-dangle -- zod/mini's name for a default value
    source: z._default(z.catch(z.enum(waitlistSources), "open-account"), "open-account"),
  });
}

export type WaitlistEntry = z.infer<ReturnType<typeof waitlistEntrySchema>>;
export type WaitlistField = keyof WaitlistEntry;
export type WaitlistFieldErrors = FieldErrors<WaitlistField>;
export type WaitlistInput = FormInput<WaitlistField>;

export const waitlistFields = [
  "email",
  "residence",
  "destination",
  "firstName",
  "consent",
  "source",
] as const satisfies WaitlistField[];

/** One entry per address, however it was typed. */
export function waitlistEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function waitlistInputOf(form: FormData): WaitlistInput {
  return formInputOf(form, waitlistFields);
}

const schemas = new WeakMap<WaitlistFieldMessages, ReturnType<typeof waitlistEntrySchema>>();

export function validateWaitlistEntry(input: Partial<Record<WaitlistField, unknown>>, say: WaitlistFieldMessages) {
  let schema = schemas.get(say);
  if (!schema) {
    schema = waitlistEntrySchema(say);
    schemas.set(say, schema);
  }
  return validateWith<typeof schema, WaitlistField>(schema, input);
}
