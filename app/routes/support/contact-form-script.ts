/**
 * The contact form's behaviour (spec sections 4, 7 and 8; D13, D14). The form works without this
 * script; with it, the message is checked with the same schema the server uses, sent in the
 * background, and each state is shown in place:
 * idle → sending (button disabled, "Sending...") → sent (fields cleared, priority back to Medium)
 * or error (every field kept, the server's field messages shown and the first field focused).
 */
import {
  contactControlFields,
  contactFields,
  isContactPriority,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrors,
} from "#app/lib/contact.ts";
import { createIdempotencyKey, submitContactForm } from "#app/lib/contact-submit.ts";
import { supportDom } from "#app/routes/support/support-dom.ts";

type FormState = "idle" | "sending" | "sent" | "error";

function isContactField(name: string): name is ContactField {
  return (contactFields as string[]).includes(name);
}

export function enhanceContactForm(form: HTMLFormElement): void {
  const endpoint = form.getAttribute("action") ?? "";
  const submitButton = document.getElementById(supportDom.submitButton) as HTMLButtonElement;
  const submitLabel = submitButton.querySelector("span") as HTMLSpanElement;
  const idleLabel = submitLabel.textContent;
  const sendingLabel = submitButton.dataset.sendingLabel ?? idleLabel;
  const control = (field: ContactField) => form.elements.namedItem(field) as HTMLInputElement;
  // One key per distinct submission: kept while the visitor retries the same message, renewed
  // once anything is edited, sent or cleared, so a retry is stored once and an edit is new.
  let idempotencyKey: string | null = null;
  let openedAt = performance.now();

  function setState(state: FormState): void {
    // The result messages follow this attribute (see contact-form.tsx).
    form.dataset.state = state;
    submitButton.disabled = state === "sending";
    submitLabel.textContent = state === "sending" ? sendingLabel : idleLabel;
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

  function showError(errors: ContactFieldErrors): void {
    setState("error");
    showFieldErrors(errors);
    const firstInvalid = contactFields.find((field) => errors[field]);
    if (firstInvalid) control(firstInvalid).focus();
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.dataset.state === "sending") return;
    // Each new submit starts from idle (spec section 4): earlier messages and field errors go.
    setState("idle");
    showFieldErrors({});
    const body = new FormData(form);
    const check = validateContactMessage(Object.fromEntries(contactFields.map((field) => [field, body.get(field)])));
    if (!check.success) {
      showError(check.errors);
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
    } else {
      showError(outcome.fieldErrors);
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

  const params = new URLSearchParams(window.location.search);
  // /support?priority=urgent#contact, from Report Issue on the Security page (D6).
  const priority = params.get("priority");
  if (isContactPriority(priority)) control("priority").value = priority;
  // ?contact=sent|error is where a post made without JavaScript lands (D13).
  const result = params.get("contact");
  setState(result === "sent" || result === "error" ? result : "idle");
}
