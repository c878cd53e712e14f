/**
 * The waitlist's DOM contract (docs/decisions/011): every id, attribute, state and query parameter
 * that its markup (app/routes/waitlist-form.tsx), its script (waitlist-script.ts) and the server's
 * form pages (server/contact/form-page.ts) share. Plain strings: the script imports this without
 * pulling in React.
 */
import type { WaitlistField, WaitlistSource } from "#app/lib/waitlist.ts";

/**
 * The form's states, in its `data-state` attribute (set by the script or, without JavaScript, by
 * the server), the one thing that decides which result shows: joined and updated their
 * confirmation, error the error banner, invalid only the fields' own messages.
 */
export const waitlistFormStates = ["idle", "sending", "joined", "updated", "invalid", "error"] as const;
export type WaitlistFormState = (typeof waitlistFormStates)[number];

export const waitlistDom = {
  /** The section holding the form: where "Join the waitlist" links lead. */
  section: "waitlist",
  form: "waitlist-form",
  stateAttribute: "data-state",
  submitButton: "waitlist-submit",
  /** The submit button's label while sending, on the button itself (copy stays in content). */
  sendingLabelAttribute: "data-sending-label",
  /** The field messages in the page's language, as JSON on the form: the script carries none. */
  wordsAttribute: "data-waitlist-words",
  field: (field: WaitlistField) => `waitlist-${field}`,
  fieldError: (field: WaitlistField) => `waitlist-${field}-error`,
  joinedMessage: "waitlist-joined",
  updatedMessage: "waitlist-updated",
  errorMessage: "waitlist-error",
  /** Where the error banner names the server's reason, when it gave one (a rate limit, say). */
  errorReason: "waitlist-error-reason",
} as const;

/** `?waitlist=joined` or `?waitlist=updated`: where a form posted without JavaScript lands. */
export const waitlistQuery = { result: "waitlist" } as const;

export function waitlistResultPath(source: WaitlistSource, state: "joined" | "updated"): string {
  const message = state === "joined" ? waitlistDom.joinedMessage : waitlistDom.updatedMessage;
  return `/${source}?${waitlistQuery.result}=${state}#${message}`;
}
