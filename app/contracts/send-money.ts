/**
 * The send-money calculator's DOM contract (docs/decisions/011): the ids and attributes its
 * markup (app/components/send-money-calculator.tsx) and its script share.
 */
export const sendMoneyDom = {
  form: "send-money-form",
  from: "send-money-from",
  to: "send-money-to",
  amount: "send-money-amount",
  amountError: "send-money-amount-error",
  /** The sender's currency code beside the amount field. */
  currency: "send-money-currency",
  /** The polite live region that reads the new result (or the problem) aloud. */
  status: "send-money-status",
  /** `data-result="<key>"` marks each figure the script rewrites; keys are QuoteFigures'. */
  resultAttribute: "data-result",
  /** On the form: the messages in the page's language (JSON) and the Intl locale of its figures. */
  wordsAttribute: "data-send-money-words",
  localeAttribute: "data-locale",
} as const;

/** A refused amount marks its field invalid. */
export const sendMoneyScriptStates = ["aria-invalid"] as const;
