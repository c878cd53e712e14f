/** The intake's forms in the browser (spec sections 4, 7 and 8; D13, D14, D16), which work without it. */
import type { FormContract } from "#app/contracts/form.ts";
import { intakeControlFields, type FieldErrors, type FormInput, type Validation } from "#app/lib/intake.ts";
import { createIdempotencyKey, submitIntakeForm } from "#app/client/forms/intake-submit.ts";
import { formOutbox } from "#app/client/forms/outbox-client.ts";
import type { QueuedSubmission } from "#app/client/service-worker/messages.ts";

export type IntakeFormOptions<Field extends string, State extends string> = {
  dom: FormContract<Field, State>;
  validate(input: FormInput<Field>): Validation<unknown, Field>;
  inputOf(form: FormData): FormInput<Field>;
  /** The state a stored answer shows (`updated`: the address was listed already). */
  storedState(updated: boolean): State;
  /** The value a field returns to after Clear Form or a stored answer; empty by default. */
  defaultValue?: Partial<Record<Field, string>>;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function enhanceIntakeForm<Field extends string, State extends string>(
  form: HTMLFormElement,
  { dom, validate, inputOf, storedState, defaultValue = {} }: IntakeFormOptions<Field, State>,
): void {
  const { fields, states } = dom;
  const endpoint = form.getAttribute("action") ?? "";
  const submitButton = document.getElementById(dom.submitButton) as HTMLButtonElement;
  const submitLabel = submitButton.querySelector("span") as HTMLSpanElement;
  const idleLabel = submitLabel.textContent;
  const sendingLabel = submitButton.getAttribute(dom.sendingLabelAttribute) ?? idleLabel;
  const errorReason = document.getElementById(dom.errorReason);
  const control = (field: Field) => document.getElementById(dom.field(field)) as Control | null;
  const isField = (name: string): name is Field => fields.includes(name as Field);
  // One key per distinct submission: kept while the visitor retries the same form, renewed once
  // anything is edited, sent or cleared, so a retry is stored once and an edit is new.
  let idempotencyKey: string | null = null;
  // Submissions of this form the service worker keeps on the phone until the network returns.
  const outbox = formOutbox(endpoint);
  let kept: QueuedSubmission[] = [];
  let openedAt = performance.now();

  const referenceLine = document.getElementById(dom.referenceLine);
  const referenceValue = document.getElementById(dom.referenceValue);

  /** A stored submission's reference (D24); an answer without one shows the confirmation alone. */
  function showReference(reference = ""): void {
    if (!referenceLine || !referenceValue) return;
    referenceValue.textContent = reference;
    referenceLine.hidden = !reference;
  }

  function setState(
    state: State | "idle" | "sending" | "invalid" | "error" | "queued" | "cancelled",
    reason = "",
  ): void {
    form.setAttribute(dom.stateAttribute, state);
    submitButton.disabled = state === "sending";
    submitLabel.textContent = state === "sending" ? sendingLabel : idleLabel;
    if (errorReason) errorReason.textContent = reason;
  }

  function setFieldError(field: Field, message: string | undefined): void {
    const error = document.getElementById(dom.fieldError(field));
    const element = control(field);
    if (!error || !element) return;
    error.hidden = !message;
    error.lastElementChild!.textContent = message ?? "";
    if (message) {
      element.setAttribute("aria-invalid", "true");
      element.setAttribute("aria-describedby", error.id);
    } else {
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
    }
  }

  function showFieldErrors(errors: FieldErrors<Field>): void {
    for (const field of fields) setFieldError(field, errors[field]);
  }

  /** Faulty fields speak for themselves: no banner, the first one focused (D16). */
  function showInvalid(errors: FieldErrors<Field>): void {
    setState("invalid");
    showFieldErrors(errors);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) control(firstInvalid)?.focus();
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute(dom.stateAttribute) === "sending") return;
    // Each new submit starts from idle (spec section 4): earlier messages and field errors go.
    setState("idle");
    showFieldErrors({});
    const body = new FormData(form);
    const check = validate(inputOf(body));
    if (!check.success) {
      showInvalid(check.errors);
      return;
    }

    setState("sending");
    idempotencyKey ??= createIdempotencyKey();
    body.set(intakeControlFields.idempotencyKey, idempotencyKey);
    body.set(intakeControlFields.elapsed, String(Math.round(performance.now() - openedAt)));
    const outcome = await submitIntakeForm(endpoint, body, fields);
    if (outcome.result === "sent") {
      // Also runs the reset handler below.
      form.reset();
      setState(storedState(outcome.updated));
      showReference(outcome.reference);
    } else if (outcome.result === "queued") {
      kept = [
        {
          key: outcome.key,
          endpoint,
          fields: [...body].map(([name, value]) => [name, String(value)]),
          savedAt: Date.now(),
        },
      ];
      idempotencyKey = null;
      form.reset();
      setState("queued");
      document.getElementById(dom.queuedNotice)?.focus();
    } else if (outcome.result === "invalid") {
      showInvalid(outcome.fieldErrors as FieldErrors<Field>);
    } else {
      setState("error", outcome.reason);
    }
    // The button lost focus while it was disabled; give it back rather than drop it on <body>.
    if (document.activeElement === document.body) submitButton.focus();
  });

  form.addEventListener("input", (event) => {
    idempotencyKey = null;
    const { name } = event.target as Control;
    if (isField(name)) setFieldError(name, undefined);
  });

  // Clear Form is a reset button.
  form.addEventListener("reset", () => {
    idempotencyKey = null;
    openedAt = performance.now();
    setState("idle");
    showFieldErrors({});
  });

  // The server may have sent the page in a state already (a post made without JavaScript, D13,
  // D16), with the visitor's values or a query's choice as the controls' defaults. Clear Form and
  // a stored answer must still give the empty form, so the defaults go back while the values stay.
  for (const field of fields) {
    const element = control(field);
    if (!element || element.type === "hidden") continue;
    if (element instanceof HTMLSelectElement) {
      const { value } = element;
      for (const option of element.options) option.defaultSelected = option.value === (defaultValue[field] ?? "");
      element.value = value;
    } else if (element instanceof HTMLInputElement && element.type === "checkbox") {
      const { checked } = element;
      element.defaultChecked = false;
      element.checked = checked;
    } else {
      const { value } = element;
      element.defaultValue = "";
      element.value = value;
    }
  }
  const served = form.getAttribute(dom.stateAttribute);
  const isState = (value: string | null): value is State => states.includes(value as State);
  setState(isState(served) ? served : "idle", errorReason?.textContent ?? "");

  /** Cancels what the phone keeps of this form and puts the latest back into its fields. */
  async function cancelKept(): Promise<void> {
    if (!outbox) return;
    const cancelled = (await Promise.all(kept.map(({ key }) => outbox.cancel(key)))).some(Boolean);
    const latest = kept.at(-1);
    kept = [];
    if (!cancelled || !latest) return;
    for (const [name, value] of latest.fields) {
      const element = isField(name) ? control(name) : null;
      if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value !== "";
      else if (element && element.type !== "hidden") element.value = value;
    }
    setState("cancelled");
  }

  document.getElementById(dom.cancelQueued)?.addEventListener("click", () => void cancelKept());
  outbox?.onSettled((message) => {
    if (!kept.some(({ key }) => key === message.key)) return;
    kept = kept.filter(({ key }) => key !== message.key);
    if (message.type === "outbox-sent") setState(storedState(message.updated));
    else setState("error", message.message);
  });
  // Kept on an earlier visit, maybe in a tab since closed: still not sent, and still cancellable.
  void outbox?.list().then((submissions) => {
    if (submissions.length === 0 || form.getAttribute(dom.stateAttribute) !== "idle") return;
    kept = submissions;
    setState("queued");
  });
}
