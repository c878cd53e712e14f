import { complaintKind } from "#server/intake/kinds/complaint.ts";
import { contactKind } from "#server/intake/kinds/contact.ts";
import { waitlistKind } from "#server/intake/kinds/waitlist.ts";

export const intakeKinds = { contact: contactKind, waitlist: waitlistKind, complaint: complaintKind } as const;

export type IntakeKinds = typeof intakeKinds;
