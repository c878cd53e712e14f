/**
 * The contact form's behaviour (spec sections 4, 7 and 8; D13, D14, D16): the intake form's
 * (app/client/forms/intake-form.ts), with the Support page's contract; a sent message empties the
 * form and puts the priority back to Medium.
 */
import { contactInputOf, defaultPriority, validateContactMessage, type ContactWords } from "#app/lib/contact.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { contactFormDom } from "#app/contracts/support.ts";

export function enhanceContactForm(form: HTMLFormElement): void {
  // The page says the field messages in its own language; the script carries none.
  const words = JSON.parse(form.getAttribute(contactFormDom.wordsAttribute) ?? "") as ContactWords;
  enhanceIntakeForm(form, {
    dom: contactFormDom,
    validate: (input) => validateContactMessage(input, words),
    inputOf: contactInputOf,
    storedState: () => "sent",
    defaultValue: { priority: defaultPriority },
  });
}
