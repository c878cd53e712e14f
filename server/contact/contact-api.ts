/**
 * POST /api/contact (D13, D14): contact messages through the intake pipeline
 * (server/contact/intake-api.ts), kept in the message store; a browser's own post lands on the
 * Support page's sent state.
 */
import type { Hono } from "hono";
import { contactText, type ContactText } from "#app/content/contact.ts";
import { contactInputOf, validateContactMessage, type ContactField, type ContactMessage } from "#app/lib/contact.ts";
import { contactSentPath } from "#app/client/support/support-dom.ts";
import {
  createIntakeApi,
  type IntakeApiOptions,
  type IntakeKind,
  type RefusalPage,
} from "#server/contact/intake-api.ts";
import type { MessageStore } from "#server/contact/store.ts";

export { maxBodyBytes, minimumFillMs } from "#server/contact/intake-api.ts";

/** The contact form's words in a language of the site (app/content/contact.ts, or its translation). */
export type ContactWordsIn = (language: string) => ContactText;

export function contactIntake(store: MessageStore, wordsIn: ContactWordsIn): IntakeKind<ContactField, ContactMessage> {
  return {
    name: "contact",
    refusals: (language) => wordsIn(language).serverMessages,
    inputOf: contactInputOf,
    validate: (input, language) => validateContactMessage(input, wordsIn(language)),
    store: (message, meta) => store.insert({ message, ...meta }),
    sentPath: () => contactSentPath,
    logDetails: (message) => ({ priority: message.priority }),
  };
}

export type ContactApiOptions = Omit<IntakeApiOptions<ContactField>, "refusedFormPage"> & {
  store: MessageStore;
  /** The form's words in each language; English alone when not given. */
  wordsIn?: ContactWordsIn;
  /** The Support page of each language filled in, for a refused post made without JavaScript (D16). */
  refusedFormPages?: Partial<Record<string, RefusalPage>>;
};

export function createContactApi({
  store,
  wordsIn = () => contactText,
  refusedFormPages = {},
  ...options
}: ContactApiOptions): Hono {
  return createIntakeApi(contactIntake(store, wordsIn), {
    ...options,
    refusedFormPage: (_, language) => refusedFormPages[language],
  });
}
