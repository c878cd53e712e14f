/**
 * The shape every stored form's DOM contract has (the contact form, the waitlist): the ids and
 * attributes its markup renders, its script drives and the server fills in for a visitor without
 * JavaScript (server/intake/form-pages.ts), so none of the three guesses the others' names.
 */
export type FormContract<Field extends string, State extends string> = {
  /** The section holding the form: where links to the form lead. */
  section: string;
  form: string;
  fields: readonly Field[];
  /**
   * The form's states, in `data-state` (set by its script or, without JavaScript, by the server):
   * the one thing that decides which result shows.
   */
  states: readonly State[];
  stateAttribute: typeof formStateAttribute;
  submitButton: string;
  /** The submit button's label while sending, on the button itself (copy stays in content). */
  sendingLabelAttribute: string;
  /** On the form: the field messages in the page's language, as JSON; the script carries none. */
  wordsAttribute: string;
  field(field: Field): string;
  fieldError(field: Field): string;
  /** The states of a stored submission, each with its confirmation's id. */
  storedStates: readonly State[];
  /** The confirmation a stored state shows; it takes the focus when the page arrives in that state. */
  confirmation(state: State): string;
  errorMessage: string;
  /** Where the error banner names the server's reason, when it gave one (a rate limit, say). */
  errorReason: string;
  /** The notice of a submission kept on the phone until the network returns, and its Cancel. */
  queuedNotice: string;
  cancelQueued: string;
  cancelledNotice: string;
};

/** The states of a submission kept on the phone (docs/decisions/024), which every form has. */
export const offlineFormStates = ["queued", "cancelled"] as const;

export const formStateAttribute = "data-state";

/** Styled states a form's script sets after the first paint (docs/decisions/005). */
export const formScriptStates = [`${formStateAttribute}=`, "aria-invalid"] as const;

/** The ids of a form whose parts are all named `<prefix>-<part>`. */
export function formContract<Field extends string, State extends string>(
  prefix: string,
  parts: Pick<FormContract<Field, State>, "section" | "fields" | "states" | "storedStates">,
): FormContract<Field, State> {
  return {
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
    queuedNotice: `${prefix}-queued`,
    cancelQueued: `${prefix}-cancel-queued`,
    cancelledNotice: `${prefix}-cancelled`,
  };
}
