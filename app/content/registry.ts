/**
 * Every content module once (docs/decisions/022): when translated, its key is its catalog section.
 * Copy states only the spec's figures (docs/spec/site-spec.md); the calculator's are labelled
 * examples (D18). Build and server only: it imports every module.
 */
import type { Omission } from "#app/lib/i18n/catalog.ts";
import type { z } from "zod";
import { about } from "#app/content/about.ts";
import { accessibility } from "#app/content/accessibility.ts";
import { accessibilityChecks } from "#app/content/accessibility-checks.ts";
import { accessibilityModuleSchema } from "#app/content/accessibility.schema.ts";
import { aboutSchema } from "#app/content/about.schema.ts";
import { authors } from "#app/content/authors.ts";
import { authorsSchema } from "#app/content/authors.schema.ts";
import { careers } from "#app/content/careers.ts";
import { careersSchema } from "#app/content/careers.schema.ts";
import { complaints } from "#app/content/complaints.ts";
import { complaintsSchema } from "#app/content/complaints.schema.ts";
import { contactText } from "#app/content/contact.ts";
import { contactSchema } from "#app/content/contact.schema.ts";
import { countryCodes, firstCountries } from "#app/content/countries.ts";
import { disclosure } from "#app/content/disclosure.ts";
import { disclosureSchema } from "#app/content/disclosure.schema.ts";
import { download } from "#app/content/download.ts";
import { downloadSchema } from "#app/content/download.schema.ts";
import { faqCategories } from "#app/content/faq.ts";
import { feeSchedule, feesCopy } from "#app/content/fees.ts";
import { feesSchema } from "#app/content/fees.schema.ts";
import { faqSchema } from "#app/content/faq.schema.ts";
import { home } from "#app/content/home.ts";
import { homeSchema } from "#app/content/home.schema.ts";
import { interfaceText } from "#app/content/interface.ts";
import { interfaceSchema } from "#app/content/interface.schema.ts";
import { footerNavigation, headerActions, primaryNavigation } from "#app/content/navigation.ts";
import { navigationSchema } from "#app/content/navigation.schema.ts";
import { pages } from "#app/content/pages.ts";
import { pagesSchema } from "#app/content/pages.schema.ts";
import { offline } from "#app/content/offline.ts";
import { offlineSchema } from "#app/content/offline.schema.ts";
import { placeholders } from "#app/content/placeholders.ts";
import { placeholdersSchema } from "#app/content/placeholders.schema.ts";
import { products } from "#app/content/products.ts";
import { productsSchema } from "#app/content/products.schema.ts";
import { regulation } from "#app/content/regulation.ts";
import { regulationSchema } from "#app/content/regulation.schema.ts";
import { resources } from "#app/content/resources.ts";
import { resourcesSchema } from "#app/content/resources.schema.ts";
import { security } from "#app/content/security.ts";
import { securitySchema } from "#app/content/security.schema.ts";
import { remittancePrices } from "#app/content/remittance-prices.ts";
import { sendMoneyCopy, sendMoneyRates } from "#app/content/send-money.ts";
import { sendMoneySchema } from "#app/content/send-money.schema.ts";
import { comingSoon, login, notFound } from "#app/content/status-pages.ts";
import { statusPagesSchema, unexpectedErrorSchema } from "#app/content/status-pages.schema.ts";
import { support } from "#app/content/support.ts";
import { supportSchema } from "#app/content/support.schema.ts";
import { unexpectedError } from "#app/content/unexpected-error.ts";
import { waitlist } from "#app/content/waitlist.ts";
import { countriesSchema, waitlistSchema } from "#app/content/waitlist.schema.ts";
import { site } from "#app/site.config.ts";
import { siteConfigSchema } from "#app/site.config.schema.ts";

export type ContentModule = {
  /** Repository path of the data module, for error messages. */
  readonly path: string;
  readonly data: unknown;
  readonly schema: z.ZodType;
  readonly translated?: { readonly omissions?: readonly Omission[] };
};

/** In the order translators read the catalog: the frame of every page first. */
export const contentRegistry = {
  interface: { path: "app/content/interface.ts", data: interfaceText, schema: interfaceSchema, translated: {} },
  site: {
    path: "app/site.config.ts",
    data: site,
    schema: siteConfigSchema,
    translated: {
      omissions: [
        "name",
        "legalName",
        "email",
        "careersEmail",
        "phone",
        "emergencyPhone",
        "offices",
        "themeStorageKey",
        "contactEndpoint",
        "waitlistEndpoint",
        "complaintsEndpoint",
        "waitlistLeaveSubject",
        "chat",
        "defaultSocialImage",
        "regulation",
        "security",
      ],
    },
  },
  navigation: {
    path: "app/content/navigation.ts",
    data: { primaryNavigation, headerActions, footerNavigation },
    schema: navigationSchema,
    translated: {},
  },
  pages: { path: "app/content/pages.ts", data: pages, schema: pagesSchema, translated: {} },
  home: {
    path: "app/content/home.ts",
    data: home,
    schema: homeSchema,
    // Customers' names, and the currency codes of the exchange-rate mock-up.
    translated: {
      omissions: ["testimonials.items.*.name", "personas.items.*.mockup.base", "personas.items.*.mockup.quote"],
    },
  },
  about: { path: "app/content/about.ts", data: about, schema: aboutSchema, translated: {} },
  products: { path: "app/content/products.ts", data: products, schema: productsSchema, translated: {} },
  security: { path: "app/content/security.ts", data: security, schema: securitySchema, translated: {} },
  careers: { path: "app/content/careers.ts", data: careers, schema: careersSchema, translated: {} },
  support: { path: "app/content/support.ts", data: support, schema: supportSchema, translated: {} },
  faq: { path: "app/content/faq.ts", data: faqCategories, schema: faqSchema, translated: {} },
  contact: { path: "app/content/contact.ts", data: contactText, schema: contactSchema, translated: {} },
  resources: { path: "app/content/resources.ts", data: resources, schema: resourcesSchema, translated: {} },
  authors: {
    path: "app/content/authors.ts",
    data: authors,
    schema: authorsSchema,
    translated: { omissions: ["*.name"] },
  },
  placeholders: {
    path: "app/content/placeholders.ts",
    data: placeholders,
    schema: placeholdersSchema,
    translated: {},
  },
  statusPages: {
    path: "app/content/status-pages.ts",
    data: { comingSoon, login, notFound },
    schema: statusPagesSchema,
    translated: {},
  },
  unexpectedError: {
    path: "app/content/unexpected-error.ts",
    data: unexpectedError,
    schema: unexpectedErrorSchema,
    translated: {},
  },
  waitlist: { path: "app/content/waitlist.ts", data: waitlist, schema: waitlistSchema, translated: {} },
  offline: { path: "app/content/offline.ts", data: offline, schema: offlineSchema, translated: {} },
  download: { path: "app/content/download.ts", data: download, schema: downloadSchema, translated: {} },
  sendMoney: {
    path: "app/content/send-money.ts",
    data: { copy: sendMoneyCopy, rates: sendMoneyRates, prices: remittancePrices },
    schema: sendMoneySchema,
    // The rates, speeds and the World Bank's figures and titles are facts, not words.
    translated: { omissions: ["rates.corridors", "prices"] },
  },
  fees: {
    path: "app/content/fees.ts",
    data: { schedule: feeSchedule, copy: feesCopy },
    schema: feesSchema,
    translated: { omissions: ["schedule"] },
  },
  regulation: { path: "app/content/regulation.ts", data: regulation, schema: regulationSchema, translated: {} },
  complaints: { path: "app/content/complaints.ts", data: complaints, schema: complaintsSchema, translated: {} },
  accessibility: {
    path: "app/content/accessibility.ts",
    data: { copy: accessibility, checks: accessibilityChecks },
    schema: accessibilityModuleSchema,
    translated: { omissions: ["checks"] },
  },
  disclosure: { path: "app/content/disclosure.ts", data: disclosure, schema: disclosureSchema, translated: {} },
  countries: {
    path: "app/content/countries.ts",
    data: { countryCodes, firstCountries },
    schema: countriesSchema,
  },
} as const satisfies Record<string, ContentModule>;

export type ContentRegistry = typeof contentRegistry;
