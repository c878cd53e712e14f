/**
 * The DOM contract of islands (docs/decisions/014): the element React hydrates and the JSON script
 * holding its props, both keyed by the island's name. app/components/island.tsx renders the two
 * attributes, app/client/islands.tsx finds them with these selectors.
 */
export const islandSelector = (name: string) => `[data-island="${name}"]`;
export const islandPropsSelector = (name: string) => `script[data-island-props="${name}"]`;

/** The islands of the home page and of /products, by name. */
export const islandNames = {
  homeReferralTabs: "home-referral-tabs",
  homeTestimonials: "home-testimonials",
  productTabs: "product-tabs",
} as const;
