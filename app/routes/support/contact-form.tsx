import type { ReactNode } from "react";
import { buttonClass } from "#app/components/button-link.tsx";
import {
  controlClass,
  FormField,
  FormResults,
  Honeypot,
  IntakeForm,
  SubmitButton,
} from "#app/components/intake-form-parts.tsx";
import type { SupportContent } from "#app/content/support.ts";
import type { ContactText } from "#app/content/contact.ts";
import { contactLimits, contactPriorities, defaultPriority, type ContactField } from "#app/lib/contact.ts";
import { site } from "#app/site.config.ts";
import { contactFormDom as dom } from "#app/contracts/support.ts";

/** The one-line fields, in the form's order, with what the browser may fill in for them. */
const lineFields = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "subject", type: "text", autoComplete: "off" },
] as const;

type FieldProps = {
  field: ContactField;
  label: string;
  required?: boolean;
  children: (id: string) => ReactNode;
};

/** A field of the contact form, named by the Support page's contract. */
function Field({ field, ...props }: FieldProps) {
  return <FormField id={dom.field(field)} errorId={dom.fieldError(field)} {...props} />;
}

/*
 * The result messages of spec section 8: the form's state decides which one shows.
 */
function ResultMessages({ contactResultMessages }: { contactResultMessages: ContactText["resultMessages"] }) {
  return (
    <FormResults
      confirmations={[
        {
          id: dom.confirmation("sent"),
          text: contactResultMessages.sent,
          visibility: "hidden [form[data-state=sent]_&]:flex",
        },
      ]}
      error={{
        id: dom.errorMessage,
        reasonId: dom.errorReason,
        text: contactResultMessages.error,
        visibility: "hidden [form[data-state=error]_&]:flex",
      }}
    />
  );
}

/**
 * "Send Us a Message" (spec sections 4, 5, 7, 8; D13, D14): a real form that posts without
 * JavaScript (a refused post comes back filled in, server/intake/form-pages.ts). With it,
 * app/client/support/support-script.ts sends it in the background and shows each state in place.
 */
type ContactFormProps = {
  copy: SupportContent["form"];
  /** The priority labels, result messages and field rules, in the page's language. */
  words: ContactText;
  /** The page's language code, posted with the message. */
  languageCode: string;
  /** The Intl locale of the page's numbers (the rules' lengths). */
  locale: string;
};

export function ContactForm({ copy, words, languageCode, locale }: ContactFormProps) {
  const contactPriorityLabels = words.priorityLabels;
  return (
    <IntakeForm
      dom={dom}
      action={site.contactEndpoint}
      labelledBy="contact-title"
      requiredNote={copy.requiredNote}
      language={languageCode}
      words={{ fields: words.fields, rules: words.rules, locale }}
      className="self-start"
    >
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
      <Honeypot id="contact-website" label={copy.honeypotLabel} />
      <ResultMessages contactResultMessages={words.resultMessages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* A reset button: the browser empties the fields, with or without JavaScript. */}
        <button type="reset" className={buttonClass("secondary")}>
          {copy.clear}
        </button>
        <SubmitButton dom={dom} label={copy.submit} sendingLabel={copy.sending} />
      </div>
    </IntakeForm>
  );
}
