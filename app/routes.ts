import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { languageRoutes } from "#app/lib/i18n/language-routes.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";

/** Spec section 2's route table; prerendering and the sitemap read it. */
const englishRoutes = [
  index("routes/home/home.tsx"),
  route("about", "routes/about/about.tsx"),
  route("products", "routes/products/products.tsx"),
  route("products/digital-accounts", "routes/placeholder.tsx", { id: "products-digital-accounts" }),
  route("products/cross-border", "routes/products/cross-border.tsx"),
  route("products/sme-banking", "routes/placeholder.tsx", { id: "products-sme-banking" }),
  route("products/business-wallets", "routes/placeholder.tsx", { id: "products-business-wallets" }),
  route("how-it-works", "routes/placeholder.tsx", { id: "how-it-works" }),
  route("support", "routes/support/support.tsx"),
  route("support/help-center", "routes/placeholder.tsx", { id: "support-help-center" }),
  route("support/contact", "routes/placeholder.tsx", { id: "support-contact" }),
  route("resources", "routes/resources/resources.tsx"),
  route("blog", "routes/placeholder.tsx", { id: "blog" }),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("security", "routes/security/security.tsx"),
  route("security/disclosure", "routes/security/disclosure.tsx"),
  route("careers", "routes/careers/careers.tsx"),
  route("login", "routes/login/login.tsx"),
  route("open-account", "routes/placeholder.tsx", { id: "open-account" }),
  route("download", "routes/download/download.tsx"),
  route("webapp", "routes/placeholder.tsx", { id: "webapp" }),
  route("legal", "routes/placeholder.tsx", { id: "legal" }),
  route("legal/privacy", "routes/legal/legal-document.tsx", { id: "legal-privacy" }),
  route("legal/terms", "routes/legal/legal-document.tsx", { id: "legal-terms" }),
  route("legal/cookies", "routes/legal/legal-document.tsx", { id: "legal-cookies" }),
  route("fees", "routes/fees/fees.tsx"),
  route("complaints", "routes/complaints/complaints.tsx"),
  route("regulatory-status", "routes/regulatory-status/regulatory-status.tsx"),
  route("accessibility", "routes/accessibility/accessibility.tsx"),
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

export default [...englishRoutes, ...languageRoutes(englishRoutes, languageCodes())] satisfies RouteConfig;
