import type { Placeholder } from "#app/content/placeholders.schema.ts";
import type { RouteIdOf } from "#app/lib/route-paths.ts";

export type { Placeholder } from "#app/content/placeholders.schema.ts";

/** "Coming soon" pages (spec section 2): every route of routes/placeholder.tsx needs an entry. */
export type PlaceholderRouteId = RouteIdOf<"routes/placeholder.tsx">;

export const placeholders: Record<PlaceholderRouteId, Placeholder> = {
  "products-digital-accounts": {
    title: "Digital Accounts",
    description:
      "Sankofa digital accounts: open a naira current account on your phone in under 5 minutes. Full details of the account are coming soon.",
    keywords: ["digital account", "naira account", "online bank account"],
  },
  "products-sme-banking": {
    title: "SME Banking",
    description:
      "Banking for small and growing African businesses: accounts, invoices and insight in one place. Sankofa’s SME Banking page is coming soon.",
    keywords: ["SME banking", "small business account", "business banking Nigeria"],
  },
  "products-business-wallets": {
    title: "Business Wallets",
    description:
      "Separate wallets for each part of your business, from stock to salaries, on one Sankofa account. The Business Wallets page is coming soon.",
    keywords: ["business wallets", "business account", "cash management"],
  },
  "how-it-works": {
    title: "How It Works",
    description:
      "How Sankofa works, from opening an account in minutes to sending money across borders. A step-by-step guide is coming soon.",
    keywords: ["how Sankofa works", "open an account", "getting started"],
  },
  "support-help-center": {
    title: "Help Center",
    description:
      "Guides and answers for Sankofa customers. Our full help centre is coming soon; until then our support team is here for you 24/7.",
    keywords: ["help center", "customer support", "banking help"],
  },
  "support-contact": {
    title: "Contact Us",
    description:
      "Ways to reach Sankofa’s support team by chat, phone or e-mail. This page is coming soon; the contact form on our support page works today.",
    keywords: ["contact Sankofa", "customer service", "support phone"],
  },
  blog: {
    title: "Blog",
    description:
      "The Sankofa blog: money guides for Africans at home and abroad. The full blog is coming soon; our latest articles are on the Resources page.",
    keywords: ["Sankofa blog", "money guides", "personal finance Africa"],
  },
  "open-account": {
    title: "Open an Account",
    description:
      "Open a Sankofa account in under 5 minutes with your phone. Online sign-up is coming soon; the mobile app is the way in for now.",
    keywords: ["open an account", "sign up", "bank account online"],
  },
  webapp: {
    title: "Web App",
    description:
      "Sankofa in your browser: bank from any laptop or desktop without installing anything. The web app is coming soon.",
    keywords: ["Sankofa web app", "online banking", "internet banking"],
  },
  legal: {
    title: "Legal",
    description:
      "Legal information about Sankofa. This overview is coming soon; our Privacy Policy, Terms & Conditions and Cookie Policy are already published.",
    keywords: ["legal", "policies", "Sankofa terms"],
  },
};

export function placeholderIn(content: typeof placeholders, routeId: string): Placeholder {
  if (!Object.hasOwn(content, routeId))
    throw new Error(`No placeholder content for route "${routeId}" in app/content/placeholders.ts`);
  return content[routeId as PlaceholderRouteId];
}
