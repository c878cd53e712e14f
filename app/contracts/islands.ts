/** Islands (docs/decisions/014): the element React hydrates and the JSON script of its props, keyed by name. */
export const islandDom = { island: "data-island", props: "data-island-props" } as const;

export const islandSelector = (name: string) => `[${islandDom.island}="${name}"]`;
export const islandPropsSelector = (name: string) => `script[${islandDom.props}="${name}"]`;

export const islandNames = {
  homeReferralTabs: "home-referral-tabs",
  homeTestimonials: "home-testimonials",
  productTabs: "product-tabs",
} as const;
