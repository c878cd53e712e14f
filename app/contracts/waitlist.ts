/** The waitlist's DOM contract (docs/decisions/012), shared with the server's filled-in pages. */
import { waitlistFields, type WaitlistField, type WaitlistSource } from "#app/lib/waitlist.ts";
import type { RouteHref } from "#app/lib/route-paths.ts";
import { formContract, offlineFormStates } from "#app/contracts/form.ts";

export const waitlistFormStates = [
  "idle",
  "sending",
  "joined",
  "updated",
  "invalid",
  "error",
  ...offlineFormStates,
] as const;
export type WaitlistFormState = (typeof waitlistFormStates)[number];
export type WaitlistResult = "joined" | "updated";

export const waitlistFormDom = formContract<WaitlistField, WaitlistFormState>("waitlist", {
  section: "waitlist",
  fields: waitlistFields,
  states: waitlistFormStates,
  storedStates: ["joined", "updated"],
});

/** Where a form posted without JavaScript lands: `?waitlist=joined` or `?waitlist=updated`. */
export const waitlistQuery = { result: "waitlist" } as const;

export function waitlistResultPath(source: WaitlistSource, state: WaitlistResult): RouteHref {
  return `/${source}?${waitlistQuery.result}=${state}#${waitlistFormDom.confirmation(state)}`;
}
