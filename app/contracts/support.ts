/** The Support page's DOM contract (docs/decisions/011), shared with the server's filled-in pages. */
import { contactFields, type ContactField } from "#app/lib/contact.ts";
import type { RouteHref, RoutePath } from "#app/lib/route-paths.ts";
import { formContract, offlineFormStates, referenceQuery } from "#app/contracts/form.ts";

export const supportPath = "/support" satisfies RoutePath;

export const contactFormStates = ["idle", "sending", "sent", "invalid", "error", ...offlineFormStates] as const;
export type ContactFormState = (typeof contactFormStates)[number];

export const contactFormDom = formContract<ContactField, ContactFormState>("contact", {
  section: "contact",
  fields: contactFields,
  states: contactFormStates,
  storedStates: ["sent"],
});

export const supportDom = {
  faq: "faq-list",
  /** Set once the FAQ's script, not the pre-script CSS, hides the closed answers. */
  faqReadyAttribute: "data-faq-ready",
  /** Live chat and AI-assistant links: they open the chat widget when there is one (D11). */
  chatLinkAttribute: "data-chat-link",
  /** On the chat provider's script, so it is added once. */
  chatProviderAttribute: "data-chat-provider",
} as const;

export const supportScriptStates = [supportDom.faqReadyAttribute] as const;

/** `?priority=urgent` (D6) and the no-JS result `?contact=sent`. */
export const supportQuery = { priority: "priority", result: "contact" } as const;

/** Report Issue (D6): the contact form with Urgent preselected. */
export const urgentContactPath = `${supportPath}?${supportQuery.priority}=urgent#${contactFormDom.section}` as const;

/** Where a message sent without JavaScript lands (D13). */
export function contactSentPath(reference: string): RouteHref {
  return `${supportPath}?${supportQuery.result}=sent&${referenceQuery}=${reference}#${contactFormDom.confirmation("sent")}`;
}
