import type { FooterNavigation, HeaderActions, PrimaryNavItem } from "#app/content/navigation.schema.ts";

export type { NavLink, PrimaryNavItem } from "#app/content/navigation.schema.ts";

export const primaryNavigation: PrimaryNavItem[] = [
  { label: "Products", href: "/products" },
  { label: "About", href: "/about" },
  { label: "Security", href: "/security" },
  { label: "Resources", href: "/resources", alsoCurrentFor: ["/blog"] },
  { label: "Support", href: "/support" },
  { label: "Careers", href: "/careers" },
];

export const headerActions: HeaderActions = {
  home: { label: "Sankofa home", href: "/" },
  login: { label: "Login", href: "/login" },
  openAccount: { label: "Open an Account", href: "/open-account" },
};

export const footerNavigation: FooterNavigation = {
  // Spec section 2 fixes these three texts.
  callToAction: {
    heading: "Ready to experience borderless banking?",
    text: "Join the movement today!",
    action: { label: "Get Started Now", href: "/open-account" },
  },
  products: [
    { label: "Digital Accounts", href: "/products/digital-accounts" },
    { label: "Cross-Border Payments", href: "/products/cross-border" },
    { label: "SME Banking", href: "/products/sme-banking" },
    { label: "Business Wallets", href: "/products/business-wallets" },
    { label: "How It Works", href: "/how-it-works" },
  ],
  support: [
    { label: "Help Center", href: "/support/help-center" },
    { label: "Contact Us", href: "/support/contact" },
    { label: "Security", href: "/security" },
    { label: "Resources", href: "/resources" },
    { label: "Blog", href: "/blog" },
    { label: "Careers", href: "/careers" },
  ],
  legal: [
    { label: "Legal", href: "/legal" },
    { label: "Privacy Policy", href: "/legal/privacy" },
    { label: "Terms & Conditions", href: "/legal/terms" },
    { label: "Cookie Policy", href: "/legal/cookies" },
    { label: "Fees", href: "/fees" },
    { label: "Complaints", href: "/complaints" },
    { label: "Accessibility", href: "/accessibility" },
  ],
};
