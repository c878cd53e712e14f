/**
 * An article's cover, from its front matter (`cover:`): scripts/lib/cover-art.ts draws the subject
 * centred on a panel of the ground's colours, textured with the motif.
 */

export const coverSubjects = [
  /** A globe with pins and arrows across it: payments between countries. */
  "map-arrows",
  /** Coin stacks with a plant growing from them: saving. */
  "coins-plant",
  /** A market stall with a rising chart: a small business growing. */
  "market-growth",
  /** A phone behind a shield and a padlock: security. */
  "phone-shield",
  /** Two phones and a coin travelling between them: money sent by technology. */
  "phone-transfer",
  /** A dollar coin and a naira coin with arrows both ways: currency exchange. */
  "currency-exchange",
] as const;

export const coverGrounds = ["mint", "cream", "paper"] as const;

/** After Adinkra symbols and woven cloth. */
export const coverMotifs = ["rings", "diamonds", "chevrons", "fence", "nodes", "zigzag"] as const;

export type CoverDesign = {
  subject: (typeof coverSubjects)[number];
  ground: (typeof coverGrounds)[number];
  motif: (typeof coverMotifs)[number];
};
