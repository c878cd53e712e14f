import { specArticles } from "./article-table.ts";

/** The spec's route table (site-spec.md section 2) and D23's pages: the oracle the end-to-end tests check against. */
export type SiteRoute = { path: string; heading?: string; placeholder?: boolean };

export const articleSlugs = specArticles.map((article) => article.slug);

export const siteRoutes: SiteRoute[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/products" },
  { path: "/products/digital-accounts", heading: "Digital Accounts", placeholder: true },
  { path: "/products/cross-border", heading: "Cross-Border Payments", placeholder: true },
  { path: "/products/sme-banking", heading: "SME Banking", placeholder: true },
  { path: "/products/business-wallets", heading: "Business Wallets", placeholder: true },
  { path: "/how-it-works", heading: "How It Works", placeholder: true },
  { path: "/support" },
  { path: "/support/help-center", heading: "Help Center", placeholder: true },
  { path: "/support/contact", heading: "Contact Us", placeholder: true },
  { path: "/resources" },
  { path: "/blog", heading: "Blog", placeholder: true },
  ...articleSlugs.map((slug) => ({ path: `/blog/${slug}` })),
  { path: "/security" },
  { path: "/careers" },
  { path: "/login", heading: "Login" },
  { path: "/open-account", heading: "Open an Account", placeholder: true },
  { path: "/download", heading: "Download the App", placeholder: true },
  { path: "/webapp", heading: "Web App", placeholder: true },
  { path: "/legal", heading: "Legal", placeholder: true },
  { path: "/legal/privacy", heading: "Privacy Policy" },
  { path: "/legal/terms", heading: "Terms & Conditions" },
  { path: "/legal/cookies", heading: "Cookie Policy" },
  // Beyond the spec's table: the trust pages of D23.
  { path: "/fees" },
  { path: "/complaints" },
  { path: "/regulatory-status" },
  { path: "/accessibility" },
  { path: "/security/disclosure" },
];
