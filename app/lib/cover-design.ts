/**
 * The design of an article's cover, kept in the article's front matter (`cover:`) and checked by
 * zod at build time (articles.server.ts). scripts/lib/cover-art.ts draws it: the subject is the
 * picture, centred; the ground and the motif are the panel and its woven texture around it.
 */

/** What the picture shows: one original drawing each (scripts/lib/cover-art.ts). */
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

/** The panel's colour family (light and dark renderings in app/lib/art-palette.ts). */
export const coverGrounds = ["mint", "cream", "paper"] as const;

/** The texture around the subject, after Adinkra symbols and woven cloth. */
export const coverMotifs = ["rings", "diamonds", "chevrons", "fence", "nodes", "zigzag"] as const;

export type CoverDesign = {
  subject: (typeof coverSubjects)[number];
  ground: (typeof coverGrounds)[number];
  motif: (typeof coverMotifs)[number];
};
