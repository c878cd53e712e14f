/** The complaint form's behaviour: the intake form's (app/client/forms/intake-form.ts), with its contract. */
import { complaintInputOf, validateComplaint, type ComplaintWords } from "#app/lib/complaint.ts";
import { enhanceIntakeForm } from "#app/client/forms/intake-form.ts";
import { complaintFormDom as dom } from "#app/contracts/complaints.ts";

const form = document.getElementById(dom.form);
if (form instanceof HTMLFormElement) {
  const words = JSON.parse(form.getAttribute(dom.wordsAttribute) ?? "") as ComplaintWords;
  enhanceIntakeForm(form, {
    dom,
    validate: (input) => validateComplaint(input, words),
    inputOf: complaintInputOf,
    storedState: () => "sent",
  });
}
