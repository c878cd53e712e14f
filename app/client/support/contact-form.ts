/**
 * The contact form's behaviour (spec sections 4, 7 and 8; D13, D14, D16): the intake form's
 * (app/client/forms/intake-form.ts), with the Support page's contract; a sent message empties the
 * form and puts the priority back to Medium.
 */
import {
  contactFields,
  contactInputOf,
  defaultPriority,
  validateContactMessage,
  type ContactWords,
} from "#app/lib/contact.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { contactFormStates, supportDom } from "#app/client/support/support-dom.ts";

export function enhanceContactForm(form: HTMLFormElement): void {
  // The page says the field messages in its own language; the script carries none.
  const words = JSON.parse(form.getAttribute(supportDom.wordsAttribute) ?? "") as ContactWords;
  enhanceIntakeForm(form, {
    fields: contactFields,
    validate: (input) => validateContactMessage(input, words),
    inputOf: contactInputOf,
    dom: {
      stateAttribute: supportDom.formStateAttribute,
      submitButton: supportDom.submitButton,
      sendingLabelAttribute: supportDom.sendingLabelAttribute,
      errorReason: supportDom.errorReason,
      field: supportDom.field,
      fieldError: supportDom.fieldError,
    },
    states: contactFormStates,
    storedState: () => "sent",
    defaultValue: { priority: defaultPriority },
  });
}
