/**
 * Every stored form's DOM contract: what its markup renders, its script drives and the server fills
 * in for a visitor without JavaScript (server/intake/form-pages.ts).
 */
export type FormContract<Field extends string, State extends string> = {
  /** Where links to the form lead. */
  section: string;
  form: string;
  fields: readonly Field[];
  /** Set by its script or, without JavaScript, by the server: the one thing that decides which result shows. */
  states: readonly State[];
  stateAttribute: typeof formStateAttribute;
  submitButton: string;
  /** On the button: its label while sending (copy stays in content). */
  sendingLabelAttribute: string;
  /** On the form: the field messages in the page's language, as JSON; the scripts carry no words. */
  wordsAttribute: string;
  field(field: Field): string;
  fieldError(field: Field): string;
  storedStates: readonly State[];
  /** Its element takes the focus when the page arrives in that state. */
  confirmation(state: State): string;
  errorMessage: string;
  /** The server's reason, when it gave one (a rate limit, say). */
  errorReason: string;
  /** In a confirmation, the line that gives the stored submission's reference (D24), and the reference. */
  referenceLine: string;
  referenceValue: string;
  /** The notice of a submission kept on the phone until the network returns, and its Cancel. */
  queuedNotice: string;
  cancelQueued: string;
  cancelledNotice: string;
};

/** The query parameter that carries a stored submission's reference to the page a post lands on. */
export const referenceQuery = "reference";

/** The states of a submission kept on the phone (docs/decisions/024), which every form has. */
export const offlineFormStates = ["queued", "cancelled"] as const;

export const formStateAttribute = "data-state";

export const formScriptStates = [`${formStateAttribute}=`, "aria-invalid"] as const;

export function formContract<Field extends string, State extends string>(
  prefix: string,
  parts: Pick<FormContract<Field, State>, "section" | "fields" | "states" | "storedStates">,
): FormContract<Field, State> {
  const contract: FormContract<Field, State> = {
    ...parts,
    form: `${prefix}-form`,
    stateAttribute: formStateAttribute,
    submitButton: `${prefix}-submit`,
    sendingLabelAttribute: "data-sending-label",
    wordsAttribute: `data-${prefix}-words`,
    field: (field) => `${prefix}-${field}`,
    fieldError: (field) => `${prefix}-${field}-error`,
    errorMessage: `${prefix}-error`,
    errorReason: `${prefix}-error-reason`,
    confirmation: (state) => `${prefix}-${state}`,
    referenceLine: `${prefix}-sent-reference`,
    referenceValue: `${prefix}-sent-reference-value`,
    queuedNotice: `${prefix}-queued`,
    cancelQueued: `${prefix}-cancel-queued`,
    cancelledNotice: `${prefix}-cancelled`,
  };
  // A field named like a part of the form (a complaint's "reference") must not share its id.
  const ids = [
    contract.form,
    contract.submitButton,
    contract.errorMessage,
    contract.errorReason,
    contract.referenceLine,
    contract.referenceValue,
    contract.queuedNotice,
    contract.cancelQueued,
    contract.cancelledNotice,
    ...parts.storedStates.map(contract.confirmation),
    ...parts.fields.flatMap((field) => [contract.field(field), contract.fieldError(field)]),
  ];
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) throw new Error(`Form ${prefix}: ids used twice: ${repeated.join(", ")}`);
  return contract;
}
