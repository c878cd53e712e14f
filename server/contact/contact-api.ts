/**
 * POST /api/contact (D13, D14): contact messages through the intake pipeline
 * (server/contact/intake-api.ts), kept in the message store; a browser's own post lands on the
 * Support page's sent state.
 */
import type { Hono } from "hono";
import { contactRefusals } from "#app/content/contact.ts";
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

export function contactIntake(store: MessageStore): IntakeKind<ContactField, ContactMessage> {
  return {
    name: "contact",
    refusals: contactRefusals,
    inputOf: contactInputOf,
    validate: validateContactMessage,
    store: (message, meta) => store.insert({ message, ...meta }),
    sentPath: () => contactSentPath,
    logDetails: (message) => ({ priority: message.priority }),
  };
}

export type ContactApiOptions = Omit<IntakeApiOptions<ContactField>, "refusedFormPage"> & {
  store: MessageStore;
  /** The Support page filled in, for a refused post made without JavaScript (D16). */
  refusedFormPage?: RefusalPage;
};

export function createContactApi({ store, refusedFormPage, ...options }: ContactApiOptions): Hono {
  return createIntakeApi(contactIntake(store), {
    ...options,
    refusedFormPage: refusedFormPage && (() => refusedFormPage),
  });
}
