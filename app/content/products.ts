/** Labels, headings, card titles and buttons are the spec's (tests/e2e/products.spec.ts asserts them). */
import { productTabKeys, type ProductTabKey } from "#app/content/product-tab-keys.ts";
import type { ProductBanner, ProductsContent } from "#app/content/products.schema.ts";

export type { ProductTab } from "#app/content/products.schema.ts";

export { productTabKeys, type ProductTabKey };

export const defaultProductTab: ProductTabKey = "individuals";

/** D1. */
const productTabAliases: Readonly<Record<string, ProductTabKey>> = {
  referrals: "aggregators",
};

export function isProductTabKey(value: unknown): value is ProductTabKey {
  return typeof value === "string" && (productTabKeys as readonly string[]).includes(value);
}

/** D1: anything unknown or missing opens Individuals. */
export function parseProductTab(value: string | null | undefined): ProductTabKey {
  if (value == null) return defaultProductTab;
  const key = value.trim().toLowerCase();
  if (isProductTabKey(key)) return key;
  return productTabAliases[key] ?? defaultProductTab;
}

const defaultActions: ProductBanner["actions"] = [
  { label: "Open an Account", href: "/open-account" },
  { label: "Download the App", href: "/download" },
];

export const products: ProductsContent = {
  hero: {
    eyebrow: "Products",
    title: "Banking for every part of your life",
    lead: "Whether you are paid in dollars in Enugu, run a shop in Onitsha or send money home from London, pick the accounts and tools that fit how you live and work.",
  },
  tabsLabel: "Products for",
  tabs: [
    {
      key: "individuals",
      label: "Individuals",
      heading: "For Individuals",
      intro: "Everything you need to earn, spend, save and send, in one account you can open in under 5 minutes.",
      cardAction: { label: "Get Started", href: "/open-account" },
      cards: [
        {
          icon: "Wallet",
          title: "Digital Current Account",
          description:
            "An everyday account you open from your phone in under 5 minutes, with free local transfers and no maintenance fees.",
          features: [
            "Open in under 5 minutes",
            "Free local transfers",
            "No account maintenance fees",
            "24/7 support in six languages",
          ],
          image: "digital-current-account",
        },
        {
          icon: "Globe",
          title: "International Transfers",
          description:
            "Send money to 180+ countries and see the fee before you confirm. Most transfers arrive within minutes; some can take up to 24 hours.",
          features: [
            "180+ destination countries",
            "Fees from {{internationalFeeFrom}}, shown upfront",
            "Most transfers arrive within minutes",
            "Up to {{transferLimitPerTransaction}} per transfer for verified accounts",
          ],
          image: "international-transfers",
        },
        {
          icon: "CreditCard",
          title: "Virtual Cards",
          description:
            "Create a virtual card in the app for online shopping and subscriptions, and stay in control of how it is used.",
          features: [
            "Create a card in the app",
            "Pay online and for subscriptions",
            "Freeze it whenever you need to",
            "Protected by two-factor authentication",
          ],
          image: "virtual-cards",
        },
        {
          icon: "PiggyBank",
          title: "Savings & Investment",
          description:
            "Set savings goals for school fees, rent or a big day, and explore investment options that suit your plans, subject to eligibility.",
          features: [
            "Goals for what matters to you",
            "Track your progress in the app",
            "Add money whenever it suits you",
            "Investment options, subject to eligibility",
          ],
          image: "savings-investment",
        },
      ],
      banner: {
        heading: "Ready to Get Started?",
        text: "Open your Sankofa account in under 5 minutes and start banking without borders.",
        actions: defaultActions,
      },
    },
    {
      key: "businesses",
      label: "Businesses",
      heading: "For Businesses (SMEs)",
      intro:
        "An account and everyday tools for traders and small businesses that want to get paid, stay organised and grow.",
      cardAction: { label: "Get Started", href: "/open-account" },
      cards: [
        {
          icon: "Landmark",
          title: "Business Current Account",
          description:
            "A dedicated account that keeps business money separate from personal money, opened online without a branch visit.",
          features: [
            "Open online, no branch visit",
            "Free local transfers",
            "No account maintenance fees",
            "Pay suppliers in 180+ countries",
          ],
          image: "business-current-account",
        },
        {
          icon: "FileText",
          title: "Invoice Management",
          description:
            "Create and send invoices from the app, then see at a glance what has been paid and what is still outstanding.",
          features: [
            "Create and send invoices",
            "See paid and unpaid at a glance",
            "Keep customer details in one place",
            "Records ready for your accountant",
          ],
          image: "invoice-management",
        },
        {
          icon: "ChartColumn",
          title: "Business Analytics",
          description:
            "See where your money comes from and where it goes, so you can plan stock, staff and spending with confidence.",
          features: [
            "Income and spending overviews",
            "Spending by category",
            "Cash-flow trends over time",
            "Reports you can export",
          ],
          image: "business-analytics",
        },
        {
          icon: "HandCoins",
          title: "Business Loans",
          description:
            "Financing to help you buy stock, expand or smooth out cash flow, subject to eligibility and approval.",
          features: [
            "Apply from the app",
            "Clear terms before you accept",
            "No hidden fees",
            "Subject to eligibility and approval",
          ],
          image: "business-loans",
        },
      ],
      banner: {
        heading: "Ready to Get Started?",
        text: "Open a business account online and give your business the tools to get paid and grow.",
        actions: defaultActions,
      },
    },
    {
      key: "diaspora",
      label: "Diaspora",
      heading: "For Diaspora",
      intro:
        "Stay close to home wherever you live: send money, support family and plan for the future from one account.",
      cardAction: { label: "Get Started", href: "/open-account" },
      cards: [
        {
          icon: "Earth",
          title: "Diaspora Account",
          description:
            "An account for people who earn in one country and care for family in another, ready to send to 180+ countries.",
          features: [
            "Open from your phone in under 5 minutes",
            "Send to 180+ countries",
            "International fees from {{internationalFeeFrom}}",
            "24/7 support in six languages",
          ],
          image: "diaspora-account",
        },
        {
          icon: "Users",
          title: "Family Financial Management",
          description:
            "Support parents, siblings and children back home in an organised way, with a clear record of what you sent and when.",
          features: [
            "Save family members as recipients",
            "Keep a record of every transfer",
            "See the fee before you send",
            "Most transfers arrive within minutes",
          ],
          image: "family-financial-management",
        },
        {
          icon: "House",
          title: "Property Investment",
          description:
            "Plan for land, a home or a building project back home, and keep a clear record of every payment you make towards it.",
          features: [
            "A savings goal for your property plans",
            "Send staged payments from abroad",
            "A clear record of every payment",
            "Options subject to eligibility",
          ],
          image: "property-investment",
        },
        {
          icon: "Siren",
          title: "Emergency Services",
          description:
            "When something urgent happens at home, send help quickly and reach our team any time, day or night.",
          features: [
            "Most transfers arrive within minutes",
            "24/7 support",
            "Report fraud around the clock",
            "Help in your own language",
          ],
          image: "emergency-services",
        },
      ],
      banner: {
        heading: "Ready to Get Started?",
        text: "Open your account from wherever you live and stay close to the people who matter.",
        actions: defaultActions,
      },
    },
    {
      key: "aggregators",
      label: "Referrals",
      heading: "Referral & Rewards",
      intro: "Share Sankofa with the people you know and earn a reward when they join.",
      cardAction: { label: "Start Earning Now", href: "/open-account" },
      cards: [
        {
          icon: "Gift",
          title: "Referral Program",
          description:
            "Invite friends and family to Sankofa. When your friend completes KYC and funds their account with at least ₦1,000, you each earn ₦500.",
          features: [
            "₦500 for you",
            "₦500 for your friend",
            "Credited instantly on completion",
            "Share your code from the app",
          ],
          image: "referral-program",
        },
        {
          icon: "ListChecks",
          title: "How It Works",
          description: "Four simple steps take you from sharing your code to receiving your bonus.",
          features: [
            "Share your referral code",
            "Your friend signs up and completes KYC",
            "They fund their account with at least ₦1,000",
            "You each receive ₦500, instantly",
          ],
          image: "how-it-works",
        },
        {
          icon: "Megaphone",
          title: "Bonus Campaigns",
          description:
            "Look out for special campaigns with extra rewards. Each one comes with its own clear terms, shared before it starts.",
          features: [
            "Announced in the app",
            "Clear terms for every campaign",
            "Open to eligible customers",
            "No hidden conditions",
          ],
          image: "bonus-campaigns",
        },
        {
          icon: "HeartHandshake",
          title: "Community Impact",
          description:
            "Every friend who joins makes it easier for your community to pay, save and send money across borders.",
          features: [
            "Bring family onto the same app",
            "Free local transfers between you",
            "Help more people bank digitally",
            "Grow a connected diaspora network",
          ],
          image: "community-impact",
        },
      ],
      banner: {
        heading: "Ready to Start Earning?",
        text: "Get your referral code and earn ₦500 when a friend joins, completes KYC and funds their account with at least ₦1,000.",
        actions: [
          { label: "Get Referral Code", href: "/open-account" },
          { label: "Learn More", href: "/support", context: "how referral rewards work" },
        ],
      },
    },
  ],
};
