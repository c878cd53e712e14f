/**
 * The hooks the Support page's markup and its script (support-script.ts) share, so neither has to
 * guess the other's names. Plain strings: the script imports this without pulling in React.
 */
import type { ContactField } from "#app/lib/contact.ts";

export const supportDom = {
  /** The FAQ list; the script marks it ready once it has taken the answers over. */
  faq: "faq-list",
  contactForm: "contact-form",
  submitButton: "contact-submit",
  field: (field: ContactField) => `contact-${field}`,
  fieldError: (field: ContactField) => `contact-${field}-error`,
  /** Live chat and AI-assistant links: they open the chat widget when there is one (D11). */
  chatLinkSelector: "[data-chat-link]",
} as const;
