/** The waitlist's script on /open-account and /webapp (docs/decisions/012). */
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
