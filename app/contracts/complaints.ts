/** The complaints page's DOM contract (docs/decisions/011, 022). */
import { complaintFields, type ComplaintField } from "#app/lib/complaint.ts";
import type { RouteHref, RoutePath } from "#app/lib/route-paths.ts";
import { formContract, offlineFormStates, referenceQuery } from "#app/contracts/form.ts";

export const complaintsPath = "/complaints" satisfies RoutePath;

export const complaintFormStates = ["idle", "sending", "sent", "invalid", "error", ...offlineFormStates] as const;
export type ComplaintFormState = (typeof complaintFormStates)[number];

export const complaintFormDom = formContract<ComplaintField, ComplaintFormState>("complaint", {
  section: "complain",
  fields: complaintFields,
  states: complaintFormStates,
  storedStates: ["sent"],
});

/** `?complaint=sent&reference=…`: where a complaint posted without JavaScript lands. */
export const complaintQuery = { result: "complaint" } as const;

export function complaintSentPath(reference: string): RouteHref {
  return `${complaintsPath}?${complaintQuery.result}=sent&${referenceQuery}=${reference}#${complaintFormDom.confirmation("sent")}`;
}
