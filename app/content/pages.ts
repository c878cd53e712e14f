import type { PageMeta } from "#app/content/pages.schema.ts";
import type { RoutePath } from "#app/lib/route-paths.ts";

/** D12, keyed by route path: a key that names no route is a type error. */
export const pages = {
  "/": {
    title: "Sankofa | Borderless digital banking for Africa and the diaspora",
    description:
      "Open an account in under 5 minutes, send money to 180+ countries with fees from {{internationalFeeFrom}}, and bank across 54 African countries with 0 hidden fees.",
    keywords: ["digital bank Nigeria", "send money to Nigeria", "diaspora banking", "online bank account"],
  },
  "/about": {
    title: "About Sankofa",
    description:
      "Founded in 2023, Sankofa is a digital bank joining Africa and its diaspora: 50+ people in 12 countries building fair, borderless banking.",
    keywords: ["about Sankofa", "African fintech", "our mission", "our values"],
  },
  "/products": {
    title: "Products for individuals, businesses and the diaspora",
    description:
      "Current accounts, international transfers, virtual cards, business tools, diaspora accounts and referral rewards, compared on one page.",
    keywords: ["bank accounts", "business banking", "diaspora account", "virtual cards", "referral bonus"],
  },
  "/support": {
    title: "Support and help",
    description:
      "Help is here 24/7: chat, call or e-mail us, find quick answers on accounts, transfers and fees, or send a message answered within 2 hours.",
    keywords: ["Sankofa support", "customer service", "FAQ", "contact a bank"],
  },
  "/resources": {
    title: "Resources: money guides for Africa and the diaspora",
    description:
      "Practical guides on cross-border payments, saving, growing a small business, staying safe online and getting more from every exchange rate.",
    keywords: ["financial education", "money guides", "remittances", "savings tips"],
  },
  "/security": {
    title: "Security: how we protect your money",
    description:
      "256-bit encryption, biometrics, two-factor authentication and round-the-clock monitoring, plus safety tips and how to report fraud quickly.",
    keywords: ["bank security", "fraud protection", "two-factor authentication", "report fraud"],
  },
  "/careers": {
    title: "Careers at Sankofa",
    description:
      "Join 50+ people in 12 countries building a bank for Africa and its diaspora. See our values, benefits and how to join our talent pool.",
    keywords: ["Sankofa careers", "fintech jobs Nigeria", "work at Sankofa", "talent pool"],
  },
  "/products/cross-border": {
    title: "Cross-Border Payments",
    description:
      "Send money from the UK, US, euro area, Canada or UAE to Nigeria, Ghana, Kenya, Senegal or South Africa: see the fee, rate and speed before you send.",
    keywords: ["cross-border payments", "international transfers", "remittance", "send money to Africa"],
  },
  "/download": {
    title: "Download the App",
    description:
      "Get the Sankofa app for iPhone and Android from the App Store or Google Play to bank, save and send money across borders.",
    keywords: ["download Sankofa app", "banking app", "Android banking app"],
  },
  "/login": {
    title: "Login",
    description:
      "Online login with your phone number and password is coming soon. Until then, sign in to Sankofa through our mobile app on Android or iPhone.",
    keywords: ["Sankofa login", "sign in", "online banking login"],
  },
  "/fees": {
    title: "Fees and limits",
    description:
      "Every Sankofa fee in plain figures: a free account and local transfers, international transfers from {{internationalFeeFrom}}, limits and transfer times.",
    keywords: ["Sankofa fees", "bank charges Nigeria", "transfer fees", "transfer limits"],
  },
  "/complaints": {
    title: "Make a complaint",
    description:
      "How to complain to Sankofa by form, e-mail or phone, what happens next, how long each step takes, and where to turn if you are not satisfied.",
    keywords: ["Sankofa complaints", "bank complaint Nigeria", "complaint reference", "dispute a charge"],
  },
  "/regulatory-status": {
    title: "Regulatory status",
    description:
      "Who stands behind Sankofa: its licence and regulator, deposit insurance, the registered company and who carries out transfers abroad.",
    keywords: ["Sankofa licence", "regulatory status", "deposit insurance", "bank regulator Nigeria"],
  },
  "/accessibility": {
    title: "Accessibility statement",
    description:
      "The accessibility standard we build Sankofa’s website to, how and when we last tested it, what is not right yet, and how to tell us about a barrier.",
    keywords: ["Sankofa accessibility", "WCAG 2.2", "accessible banking", "screen reader"],
  },
  "/security/disclosure": {
    title: "Reporting a security problem",
    description:
      "How to tell Sankofa about a security weakness you have found in our website or app, what we promise in return, and the rules for testing safely.",
    keywords: ["responsible disclosure", "security.txt", "report a vulnerability", "Sankofa security"],
  },
} satisfies Partial<Record<RoutePath, PageMeta>>;

export function pageMeta(path: keyof typeof pages): PageMeta & { path: RoutePath } {
  return { ...pages[path], path };
}
