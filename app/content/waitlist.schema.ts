import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

const refusals = z.strictObject(
  Object.fromEntries(
    [
      "crossSite",
      "rateLimited",
      "unsupported",
      "tooLarge",
      "unreadable",
      "invalid",
      "badKey",
      "storeFailed",
      "method",
    ].map((key) => [key, text]),
  ),
);

export const waitlistSchema = z.strictObject({
  title: text,
  joinLink: z.strictObject({ label: text, href: z.literal("#waitlist") }),
  intro: z.strictObject({ "open-account": text, webapp: text }),
  whatHappensNext: text,
  requiredNote: text,
  honeypotLabel: text,
  labels: z.strictObject({ email: text, residence: text, destination: text, firstName: text, consent: text }),
  placeholders: z.strictObject({ email: text, firstName: text }),
  chooseCountry: text,
  countryGroups: z.strictObject({ first: text, all: text }),
  privacyLink: z.strictObject({ label: text, href: z.literal("/legal/privacy") }),
  submit: text,
  sending: text,
  results: z.strictObject({ joined: text, updated: text, error: text }),
  fieldMessages: z.strictObject(
    Object.fromEntries(
      [
        "emailRequired",
        "emailInvalid",
        "emailTooLong",
        "residence",
        "destination",
        "firstNameTooLong",
        "firstNameCharacters",
        "unreadable",
        "consent",
      ].map((key) => [key, text]),
    ),
  ),
  refusals,
  leaveTheList: text
    .refine((value) => value.includes("{email}"), "says which address to write to, as {email}")
    .refine((value) => value.includes("{subject}"), "names the fixed subject as {subject}, never in words"),
});

export const countriesSchema = z
  .strictObject({
    countryCodes: z.array(z.string().regex(/^[A-Z]{2}$/)).length(249),
    firstCountries: z.strictObject({ residence: z.array(z.string()), destination: z.array(z.string()) }),
  })
  .refine(
    ({ countryCodes, firstCountries }) =>
      new Set(countryCodes).size === countryCodes.length &&
      [...firstCountries.residence, ...firstCountries.destination].every((code) => countryCodes.includes(code)),
    { message: "Country codes are unique, and every first country is one of them" },
  );
