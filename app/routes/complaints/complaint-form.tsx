import type { ReactNode } from "react";
import {
  controlClass,
  FormField,
  FormResults,
  Honeypot,
  IntakeForm,
  SubmitButton,
} from "#app/components/intake-form-parts.tsx";
import type { ComplaintsContent } from "#app/content/complaints.ts";
import type { OfflineText } from "#app/content/offline.schema.ts";
import { complaintCategories, complaintLimits, type ComplaintField } from "#app/lib/complaint.ts";
import { site } from "#app/site.config.ts";
import { complaintFormDom as dom } from "#app/contracts/complaints.ts";

/** The one-line fields, in the form's order, with what the browser may fill in for them. */
const lineFields = [
  { field: "name", type: "text", autoComplete: "name", required: true },
  { field: "email", type: "email", autoComplete: "email", required: true },
  { field: "phone", type: "tel", autoComplete: "tel", required: false },
  { field: "reference", type: "text", autoComplete: "off", required: false },
] as const;

function Field({
  field,
  ...props
}: {
  field: ComplaintField;
  label: string;
  required?: boolean;
  children: (id: string) => ReactNode;
}) {
  return <FormField id={dom.field(field)} errorId={dom.fieldError(field)} {...props} />;
}

type ComplaintFormProps = {
  words: ComplaintsContent;
  languageCode: string;
  /** The Intl locale of the page's numbers, for the rules' messages. */
  locale: string;
  /** What the form says while it waits on the phone for a network (docs/decisions/024). */
  queued: OfflineText["queued"];
};

/** A complaint, stored with its category; the confirmation gives its reference (D23, D24). */
export function ComplaintForm({ words, languageCode, locale, queued }: ComplaintFormProps) {
  const { form } = words;
  return (
    <IntakeForm
      dom={dom}
      action={site.complaintsEndpoint}
      labelledBy={`${dom.section}-title`}
      requiredNote={form.requiredNote}
      language={languageCode}
      words={{ fields: words.fields, rules: words.rules, locale }}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {lineFields.map(({ field, type, autoComplete, required }) => (
          <Field key={field} field={field} label={form.labels[field] ?? field} required={required}>
            {(id) => (
              <input
                id={id}
                name={field}
                type={type}
                required={required}
                maxLength={complaintLimits[field]}
                autoComplete={autoComplete}
                placeholder={form.placeholders[field]}
                className={controlClass}
              />
            )}
          </Field>
        ))}
      </div>
      <Field field="category" label={form.labels.category ?? "category"} required>
        {(id) => (
          <select id={id} name="category" required defaultValue="" className={controlClass}>
            <option value="">{form.chooseCategory}</option>
            {complaintCategories.map((category) => (
              <option key={category} value={category}>
                {form.categories[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field="description" label={form.labels.description ?? "description"} required>
        {(id) => (
          <textarea
            id={id}
            name="description"
            required
            rows={6}
            maxLength={complaintLimits.description}
            placeholder={form.placeholders.description}
            className={`${controlClass} min-h-40 resize-y`}
          />
        )}
      </Field>
      <Honeypot id="complaint-website" label={form.honeypotLabel} />
      <FormResults
        dom={dom}
        queued={queued}
        confirmations={[
          {
            id: dom.confirmation("sent"),
            text: form.results.sent,
            visibility: "hidden [form[data-state=sent]_&]:flex",
            reference: { template: form.results.reference, lineId: dom.referenceLine, valueId: dom.referenceValue },
          },
        ]}
        error={{
          id: dom.errorMessage,
          reasonId: dom.errorReason,
          text: form.results.error,
          visibility: "hidden [form[data-state=error]_&]:flex",
        }}
      />
      <div className="flex justify-end">
        <SubmitButton dom={dom} label={form.submit} sendingLabel={form.sending} />
      </div>
    </IntakeForm>
  );
}
