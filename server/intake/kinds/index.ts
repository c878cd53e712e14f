import { contactKind } from "#server/intake/kinds/contact.ts";
import { waitlistKind } from "#server/intake/kinds/waitlist.ts";

export const intakeKinds = { contact: contactKind, waitlist: waitlistKind } as const;

export type IntakeKinds = typeof intakeKinds;
