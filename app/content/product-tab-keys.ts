/** Order matters: it is the order of the tab buttons. `aggregators` is the referral tab. */
export const productTabKeys = ["individuals", "businesses", "diaspora", "aggregators"] as const;
export type ProductTabKey = (typeof productTabKeys)[number];
