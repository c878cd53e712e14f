import type { ReactNode } from "react";
import { buttonClass } from "#app/components/button-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { intakeControlFields } from "#app/lib/intake.ts";
import { FullStylesheetOnFirstUse } from "#app/components/after-paint.tsx";
import type { FormContract } from "#app/contracts/form.ts";
import type { OfflineText } from "#app/content/offline.schema.ts";

type IntakeFormProps = {
  dom: FormContract<string, string>;
  /** The endpoint on this site that stores the form (docs/decisions/007). */
  action: string;
  labelledBy: string;
  requiredNote: string;
  /** The page's language code, posted with the form: the server answers and stores in it. */
  language: string;
  words: unknown;
  className?: string;
  children: ReactNode;
};

/** Posts without JavaScript (a refused post comes back filled in, server/intake/form-pages.ts). */
export function IntakeForm({
  dom,
  action,
  labelledBy,
  requiredNote,
  language,
  words,
  className = "",
  children,
}: IntakeFormProps) {
  return (
    <form
      id={dom.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby={labelledBy}
      className={`relative space-y-6 rounded-card border border-line bg-bg p-6 sm:p-8 ${className}`}
      {...{ [dom.wordsAttribute]: JSON.stringify(words) }}
    >
      <FullStylesheetOnFirstUse />
      <p className="text-sm text-ink-muted">{requiredNote}</p>
      <input type="hidden" name={intakeControlFields.language} value={language} />
      {children}
    </form>
  );
}

export const controlClass =
  "w-full rounded-xl border border-control-line bg-bg px-4 py-3 text-ink placeholder:text-ink-muted aria-invalid:border-2 aria-invalid:border-danger";

type FormFieldProps = {
  id: string;
  errorId: string;
  label: ReactNode;
  required?: boolean;
  children: (id: string) => ReactNode;
};

export function FormField({ id, errorId, label, required = false, children }: FormFieldProps) {
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
      <FieldError id={errorId} />
    </div>
  );
}

export function FieldError({ id }: { id: string }) {
  return (
    <p id={id} hidden className="flex items-start gap-2 text-sm font-semibold text-danger">
      <Icon name="CircleExclamationPoint" className="mt-0.5 size-4 shrink-0" />
      <span />
    </p>
  );
}

type Confirmation = {
  id: string;
  text: string;
  /** Literal Tailwind classes that show it in its form state only, e.g. "hidden [form[data-state=sent]_&]:flex". */
  visibility: string;
  reference?: { template: string; lineId: string; valueId: string };
};

type FormResultsProps = {
  confirmations: readonly Confirmation[];
  error: { id: string; reasonId: string; text: string; visibility: string };
  /** The form's ids, for the notice of a submission kept on the phone (docs/decisions/024). */
  dom: FormContract<string, string>;
  queued: OfflineText["queued"];
};

/**
 * The stored submission's reference (D24), hidden until the answer (or, without JavaScript, the
 * page's address) gives one; `template` says it around `{reference}`.
 */
function ReferenceLine({ template, lineId, valueId }: { template: string; lineId: string; valueId: string }) {
  const [before = "", after = ""] = template.split("{reference}");
  return (
    <span id={lineId} hidden className="mt-2 block">
      {before}
      <strong id={valueId} dir="ltr" className="font-extrabold tracking-wider" />
      {after}
    </span>
  );
}

/** Confirmations are polite (an output), the error an alert; a form refused for its fields shows neither. */
export function FormResults({ confirmations, error, dom, queued }: FormResultsProps) {
  return (
    <>
      <output
        id={dom.queuedNotice}
        tabIndex={-1}
        className="hidden flex-col items-start gap-3 rounded-card border-2 border-accent bg-accent-soft p-4 text-ink [form[data-state=queued]_&]:flex"
      >
        <span className="block font-semibold">{queued.heading}</span>
        <span className="block">{queued.text}</span>
        <button id={dom.cancelQueued} type="button" className={buttonClass("secondary")}>
          {queued.cancel}
        </button>
      </output>
      <output
        id={dom.cancelledNotice}
        className="hidden rounded-card border border-line bg-surface p-4 text-ink [form[data-state=cancelled]_&]:block"
      >
        {queued.cancelled}
      </output>
      <output className="block">
        {confirmations.map((confirmation) => (
          <p
            key={confirmation.id}
            id={confirmation.id}
            tabIndex={-1}
            className={`${confirmation.visibility} items-start gap-3 rounded-card border-2 border-brand bg-brand-soft p-4 font-semibold text-ink`}
          >
            <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              <span className="block">{confirmation.text}</span>
              {confirmation.reference ? <ReferenceLine {...confirmation.reference} /> : null}
            </span>
          </p>
        ))}
      </output>
      <div role="alert">
        <div
          id={error.id}
          tabIndex={-1}
          className={`${error.visibility} items-start gap-3 rounded-card border-2 border-danger bg-surface p-4 font-semibold text-ink`}
        >
          <Icon name="CircleExclamationPoint" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>
            <span className="block">{error.text}</span>
            <span id={error.reasonId} className="block font-normal empty:hidden" />
          </p>
        </div>
      </div>
    </>
  );
}

/** A honeypot: out of sight and out of reach for people, filled in by bots. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={intakeControlFields.honeypot} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

type SubmitButtonProps = {
  dom: FormContract<string, string>;
  label: string;
  sendingLabel: string;
};

export function SubmitButton({ dom, label, sendingLabel }: SubmitButtonProps) {
  return (
    <button
      id={dom.submitButton}
      type="submit"
      {...{ [dom.sendingLabelAttribute]: sendingLabel }}
      className={buttonClass("primary")}
    >
      <Icon name="Send" className="size-5" />
      <span>{label}</span>
    </button>
  );
}
