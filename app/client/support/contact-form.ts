/**
 * The contact form's behaviour (spec sections 4, 7 and 8; D13, D14, D16). The form works without
 * this script; with it, the message is checked with the same schema the server uses, sent in the
 * background, and each state is shown in place:
 * idle → sending (button disabled, "Sending...") → sent (fields cleared, priority back to Medium),
 * invalid (every field kept, each faulty field's message shown and the first one focused) or
 * error (every field kept, the error banner).
 */
import {
  contactControlFields,
  contactFields,
  contactInputOf,
  isContactField,
  defaultPriority,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrors,
  type ContactWords,
} from "#app/lib/contact.ts";
import { createIdempotencyKey, submitContactForm } from "#app/client/support/contact-submit.ts";
import { contactFormStates, supportDom, type ContactFormState } from "#app/client/support/support-dom.ts";

function isFormState(value: unknown): value is ContactFormState {
  return contactFormStates.includes(value as ContactFormState);
}

export function enhanceContactForm(form: HTMLFormElement): void {
  const endpoint = form.getAttribute("action") ?? "";
  const submitButton = document.getElementById(supportDom.submitButton) as HTMLButtonElement;
  const submitLabel = submitButton.querySelector("span") as HTMLSpanElement;
  const idleLabel = submitLabel.textContent;
  const sendingLabel = submitButton.getAttribute(supportDom.sendingLabelAttribute) ?? idleLabel;
  const errorReason = document.getElementById(supportDom.errorReason);
  // The page says the field messages in its own language; the script carries none.
  const words = JSON.parse(form.getAttribute(supportDom.wordsAttribute) ?? "") as ContactWords;
  const control = (field: ContactField) => form.elements.namedItem(field) as HTMLInputElement;
  // One key per distinct submission: kept while the visitor retries the same message, renewed
  // once anything is edited, sent or cleared, so a retry is stored once and an edit is new.
  let idempotencyKey: string | null = null;
  let openedAt = performance.now();

  function setState(state: ContactFormState, reason = ""): void {
    form.setAttribute(supportDom.formStateAttribute, state);
    submitButton.disabled = state === "sending";
    submitLabel.textContent = state === "sending" ? sendingLabel : idleLabel;
    if (errorReason) errorReason.textContent = reason;
  }

  function setFieldError(field: ContactField, message: string | undefined): void {
    const error = document.getElementById(supportDom.fieldError(field));
    if (!error) return;
    error.hidden = !message;
    error.lastElementChild!.textContent = message ?? "";
    if (message) {
      control(field).setAttribute("aria-invalid", "true");
      control(field).setAttribute("aria-describedby", error.id);
    } else {
      control(field).removeAttribute("aria-invalid");
      control(field).removeAttribute("aria-describedby");
    }
  }

  function showFieldErrors(errors: ContactFieldErrors): void {
    for (const field of contactFields) setFieldError(field, errors[field]);
  }

  /** Faulty fields speak for themselves: no banner, the first one focused (D16). */
  function showInvalid(errors: ContactFieldErrors): void {
    setState("invalid");
    showFieldErrors(errors);
    const firstInvalid = contactFields.find((field) => errors[field]);
    if (firstInvalid) control(firstInvalid).focus();
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute(supportDom.formStateAttribute) === "sending") return;
    // Each new submit starts from idle (spec section 4): earlier messages and field errors go.
    setState("idle");
    showFieldErrors({});
    const body = new FormData(form);
    const check = validateContactMessage(contactInputOf(body), words);
    if (!check.success) {
      showInvalid(check.errors);
      return;
    }

    setState("sending");
    idempotencyKey ??= createIdempotencyKey();
    body.set(contactControlFields.idempotencyKey, idempotencyKey);
    body.set(contactControlFields.elapsed, String(Math.round(performance.now() - openedAt)));
    const outcome = await submitContactForm(endpoint, body);
    if (outcome.result === "sent") {
      // Empties the fields and puts the priority back to Medium; the reset handler starts afresh.
      form.reset();
      setState("sent");
    } else if (outcome.result === "invalid") {
      showInvalid(outcome.fieldErrors);
    } else {
      setState("error", outcome.reason);
    }
    // The button lost focus while it was disabled; give it back rather than drop it on <body>.
    if (document.activeElement === document.body) submitButton.focus();
  });

  form.addEventListener("input", (event) => {
    idempotencyKey = null;
    const { name } = event.target as HTMLInputElement;
    if (isContactField(name)) setFieldError(name, undefined);
  });

  // Clear Form is a reset button: the browser empties the fields; the status returns to idle.
  form.addEventListener("reset", () => {
    idempotencyKey = null;
    openedAt = performance.now();
    setState("idle");
    showFieldErrors({});
  });

  // The server may have sent the page in a state already (a post made without JavaScript, D13,
  // D16), with the visitor's values or the priority of ?priority=urgent (D6) as the controls'
  // defaults. Clear Form and a sent message must still give empty fields and Medium, so the
  // defaults go back to those while the values stay.
  for (const field of contactFields) {
    const element = control(field);
    const { value } = element;
    if (element instanceof HTMLSelectElement)
      for (const option of element.options) option.defaultSelected = option.value === defaultPriority;
    else element.defaultValue = "";
    element.value = value;
  }
  const served = form.getAttribute(supportDom.formStateAttribute);
  setState(isFormState(served) ? served : "idle", errorReason?.textContent ?? "");
}
