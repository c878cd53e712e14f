import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";
import { buttonClass } from "#app/components/button-link.tsx";
import type { SupportContent } from "#app/content/support.ts";
import { contactPriorityLabels, contactResultMessages } from "#app/content/contact.ts";
import {
  contactControlFields,
  contactLimits,
  contactPriorities,
  defaultPriority,
  type ContactField,
} from "#app/lib/contact.ts";
import { site } from "#app/site.config.ts";
import { supportDom } from "#app/client/support/support-dom.ts";

/** The one-line fields, in the form's order, with what the browser may fill in for them. */
const lineFields = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "subject", type: "text", autoComplete: "off" },
] as const;

const controlClass =
  "w-full rounded-xl border border-control-line bg-bg px-4 py-3 text-ink placeholder:text-ink-muted aria-invalid:border-2 aria-invalid:border-danger";

type FieldProps = {
  field: ContactField;
  label: string;
  required?: boolean;
  /** The control, given the id its label and error message point at. */
  children: (id: string) => ReactNode;
};

/** A label, its control and the room for the field's error, which the page script fills in. */
function Field({ field, label, required = false, children }: FieldProps) {
  const id = supportDom.field(field);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children(id)}
      <p id={supportDom.fieldError(field)} hidden className="flex items-start gap-2 text-sm font-semibold text-danger">
        <Icon name="CircleExclamationPoint" className="mt-0.5 size-4 shrink-0" />
        <span />
      </p>
    </div>
  );
}

/*
 * The result messages of spec section 8 are both always in the page; the form's state alone
 * (supportDom.formStateAttribute, set by the page script or, without JavaScript, by the server)
 * decides which one shows. A form refused for its fields shows neither: each field says what to fix.
 */
const resultVisibility = {
  sent: "hidden [form[data-state=sent]_&]:flex",
  error: "hidden [form[data-state=error]_&]:flex",
};

function ResultMessages() {
  return (
    <>
      <output className="block">
        <p
          id={supportDom.sentMessage}
          tabIndex={-1}
          className={`${resultVisibility.sent} items-start gap-3 rounded-card border-2 border-brand bg-brand-soft p-4 font-semibold text-ink`}
        >
          <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-brand" />
          {contactResultMessages.sent}
        </p>
      </output>
      <div role="alert">
        <div
          id={supportDom.errorMessage}
          tabIndex={-1}
          className={`${resultVisibility.error} items-start gap-3 rounded-card border-2 border-danger bg-surface p-4 font-semibold text-ink`}
        >
          <Icon name="CircleExclamationPoint" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>
            <span className="block">{contactResultMessages.error}</span>
            <span id={supportDom.errorReason} className="block font-normal empty:hidden" />
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * "Send Us a Message" (spec sections 4, 5, 7, 8; D13, D14): a real form that posts without
 * JavaScript (a refused post comes back filled in, server/contact/form-page.ts). With it,
 * app/client/support/support-script.ts sends it in the background and shows each state in place.
 */
export function ContactForm({ copy }: { copy: SupportContent["form"] }) {
  return (
    <form
      id={supportDom.contactForm}
      method="post"
      action={site.contactEndpoint}
      encType="multipart/form-data"
      aria-labelledby="contact-title"
      className="relative space-y-6 self-start rounded-card border border-line bg-bg p-6 sm:p-8"
    >
      <p className="text-sm text-ink-muted">{copy.requiredNote}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        {lineFields.map(({ field, type, autoComplete }) => (
          <Field key={field} field={field} label={copy.labels[field]} required>
            {(id) => (
              <input
                id={id}
                name={field}
                type={type}
                required
                maxLength={contactLimits[field]}
                autoComplete={autoComplete}
                placeholder={copy.placeholders[field]}
                className={controlClass}
              />
            )}
          </Field>
        ))}
        <Field field="priority" label={copy.labels.priority}>
          {(id) => (
            <select id={id} name="priority" defaultValue={defaultPriority} className={controlClass}>
              {contactPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {contactPriorityLabels[priority]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field field="message" label={copy.labels.message} required>
        {(id) => (
          <textarea
            id={id}
            name="message"
            required
            rows={6}
            maxLength={contactLimits.message}
            placeholder={copy.placeholders.message}
            className={`${controlClass} min-h-40 resize-y`}
          />
        )}
      </Field>
      {/* A honeypot: out of sight and out of reach for people, filled in by bots. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={contactControlFields.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <ResultMessages />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* A reset button: the browser empties the fields, with or without JavaScript. */}
        <button type="reset" className={buttonClass("secondary")}>
          {copy.clear}
        </button>
        <button
          id={supportDom.submitButton}
          type="submit"
          {...{ [supportDom.sendingLabelAttribute]: copy.sending }}
          className={buttonClass("primary")}
        >
          <Icon name="Send" className="size-5" />
          <span>{copy.submit}</span>
        </button>
      </div>
    </form>
  );
}
