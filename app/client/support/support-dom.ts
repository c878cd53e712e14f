/**
 * The Support page's DOM contract: every id, attribute and state that its markup
 * (app/routes/support), its script (support-script.ts) and the server's form pages
 * (server/contact/form-page.ts) share, so none has to guess the others' names. Plain strings:
 * the script imports this without pulling in React.
 */
import type { ContactField } from "#app/lib/contact.ts";
import type { RoutePath } from "#app/lib/route-paths.ts";

/** The Support page's own address, typed against the route table. */
export const supportPath = "/support" satisfies RoutePath;

/**
 * The form's states. The form's `data-state` attribute, set by the script or, without
 * JavaScript, by the server, is the one thing that decides which result shows (contact-form.tsx):
 * sent shows the success message, error the error banner, invalid only the fields' own messages.
 */
export const contactFormStates = ["idle", "sending", "sent", "invalid", "error"] as const;
export type ContactFormState = (typeof contactFormStates)[number];

export const supportDom = {
  /** The section holding the contact form: the live-chat fallback (D11) and Report Issue (D6) lead here. */
  contactSection: "contact",
  /** The FAQ list; the script marks it ready (data-faq-ready) once it has taken the answers over. */
  faq: "faq-list",
  faqReadyAttribute: "data-faq-ready",
  contactForm: "contact-form",
  formStateAttribute: "data-state",
  submitButton: "contact-submit",
  /** The submit button's label while sending, on the button itself (copy stays in content). */
  sendingLabelAttribute: "data-sending-label",
  /** On the form: the field messages' words (JSON, app/lib/contact.ts ContactWords) in the page's language. */
  wordsAttribute: "data-contact-words",
  field: (field: ContactField) => `contact-${field}`,
  fieldError: (field: ContactField) => `contact-${field}-error`,
  sentMessage: "contact-sent",
  errorMessage: "contact-error",
  /** Where the error banner names the server's reason, when it gave one (a rate limit, say). */
  errorReason: "contact-error-reason",
  /** Live chat and AI-assistant links: they open the chat widget when there is one (D11). */
  chatLinkAttribute: "data-chat-link",
} as const;

/** The Support page's query parameters: `?priority=urgent` (D6) and the no-JS result `?contact=sent`. */
export const supportQuery = { priority: "priority", result: "contact" } as const;

/** Report Issue (D6): the contact form with Urgent preselected. */
export const urgentContactPath = `${supportPath}?${supportQuery.priority}=urgent#${supportDom.contactSection}` as const;

/** Where a message sent without JavaScript lands (D13): the page in its sent state, at the message. */
export const contactSentPath = `${supportPath}?${supportQuery.result}=sent#${supportDom.sentMessage}`;
