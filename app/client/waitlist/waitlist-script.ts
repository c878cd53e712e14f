/**
 * The waitlist's one script on /open-account and /webapp, built as a small classic script like
 * app/client/support/support-script.ts (docs/decisions/011): the intake form's behaviour on top of
 * a form that already works without it.
 */
import type { WaitlistFieldMessages } from "#app/content/waitlist.ts";
import { validateWaitlistEntry, waitlistFields, waitlistInputOf } from "#app/lib/waitlist.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { waitlistDom, waitlistFormStates } from "#app/client/waitlist/waitlist-dom.ts";

const form = document.getElementById(waitlistDom.form);
if (form instanceof HTMLFormElement) {
  const words = JSON.parse(form.getAttribute(waitlistDom.wordsAttribute) ?? "") as WaitlistFieldMessages;
  enhanceIntakeForm(form, {
    fields: waitlistFields,
    validate: (input) => validateWaitlistEntry(input, words),
    inputOf: waitlistInputOf,
    dom: waitlistDom,
    states: waitlistFormStates,
    storedState: (updated) => (updated ? "updated" : "joined"),
  });
}
