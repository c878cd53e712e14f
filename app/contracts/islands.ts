/**
 * The DOM contract of islands (docs/decisions/014): the element React hydrates and the JSON script
 * holding its props, both keyed by the island's name. app/components/island.tsx renders the two
 * attributes, app/client/islands.tsx finds them.
 */
export const islandDom = { island: "data-island", props: "data-island-props" } as const;

export const islandSelector = (name: string) => `[${islandDom.island}="${name}"]`;
export const islandPropsSelector = (name: string) => `script[${islandDom.props}="${name}"]`;

export const islandNames = {
  homeReferralTabs: "home-referral-tabs",
  homeTestimonials: "home-testimonials",
  productTabs: "product-tabs",
} as const;
