/**
 * The waitlist's one script on /open-account and /webapp, built as a small classic script like
 * app/client/support/support-script.ts (docs/decisions/011): the intake form's behaviour on top of
 * a form that already works without it.
 */
import type { WaitlistFieldMessages } from "#app/content/waitlist.ts";
import { validateWaitlistEntry, waitlistInputOf } from "#app/lib/waitlist.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { waitlistFormDom as dom } from "#app/contracts/waitlist.ts";

const form = document.getElementById(dom.form);
if (form instanceof HTMLFormElement) {
  const words = JSON.parse(form.getAttribute(dom.wordsAttribute) ?? "") as WaitlistFieldMessages;
  enhanceIntakeForm(form, {
    dom,
    validate: (input) => validateWaitlistEntry(input, words),
    inputOf: waitlistInputOf,
    storedState: (updated) => (updated ? "updated" : "joined"),
  });
}
