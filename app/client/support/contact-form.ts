import { contactInputOf, defaultPriority, validateContactMessage, type ContactWords } from "#app/lib/contact.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { contactFormDom } from "#app/contracts/support.ts";

export function enhanceContactForm(form: HTMLFormElement): void {
  const words = JSON.parse(form.getAttribute(contactFormDom.wordsAttribute) ?? "") as ContactWords;
  enhanceIntakeForm(form, {
    dom: contactFormDom,
    validate: (input) => validateContactMessage(input, words),
    inputOf: contactInputOf,
    storedState: () => "sent",
    defaultValue: { priority: defaultPriority },
  });
}
