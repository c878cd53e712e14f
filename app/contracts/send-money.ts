/** The send-money calculator's DOM contract (docs/decisions/011, 013). */
export const sendMoneyDom = {
  form: "send-money-form",
  from: "send-money-from",
  to: "send-money-to",
  amount: "send-money-amount",
  amountError: "send-money-amount-error",
  currency: "send-money-currency",
  status: "send-money-status",
  /** The route's own World Bank average, and the note shown instead when it has none. */
  average: "send-money-average",
  noAverage: "send-money-no-average",
  /** `data-result="<key>"` marks each figure the script rewrites; the keys are QuoteFigures'. */
  resultAttribute: "data-result",
  /** On the form: the messages in the page's language (JSON), and the Intl locale of its figures. */
  wordsAttribute: "data-send-money-words",
  localeAttribute: "data-locale",
} as const;

export const sendMoneyScriptStates = ["aria-invalid"] as const;
