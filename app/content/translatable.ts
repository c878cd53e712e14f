/**
 * Every content module a translation covers, under the key its section has in the message
 * catalogs (app/content/locales/<code>/messages.json), with the leaves that stay as written
 * everywhere: brand, people's names, addresses, telephone numbers. Build and server side only:
 * it imports every module.
 */
import { about } from "#app/content/about.ts";
import { authors } from "#app/content/authors.ts";
import { careers } from "#app/content/careers.ts";
import { contactText } from "#app/content/contact.ts";
import { faqCategories } from "#app/content/faq.ts";
import { home } from "#app/content/home.ts";
import { interfaceText } from "#app/content/interface.ts";
import { footerNavigation, headerActions, primaryNavigation } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { placeholders } from "#app/content/placeholders.ts";
import { products } from "#app/content/products.ts";
import { resources } from "#app/content/resources.ts";
import { security } from "#app/content/security.ts";
import { support } from "#app/content/support.ts";
import { comingSoon, login, notFound } from "#app/content/status-pages.ts";
import { unexpectedError } from "#app/content/unexpected-error.ts";
import { waitlist } from "#app/content/waitlist.ts";
import { download } from "#app/content/download.ts";
import { sendMoneyCopy, sendMoneyRates } from "#app/content/send-money.ts";
import { extractMessages, type Messages, type Omission } from "#app/lib/i18n/catalog.ts";
import { site } from "#app/site.config.ts";

export type TranslatableModule = {
  /** Repository path of the English source, for error messages. */
  readonly path: string;
  readonly data: unknown;
  readonly omissions?: readonly Omission[];
};

/** Catalog sections in the order translators read them: the frame of every page first. */
export const translatableModules = {
  interface: { path: "app/content/interface.ts", data: interfaceText },
  site: {
    path: "app/site.config.ts",
    data: site,
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
      "chat",
      "defaultSocialImage",
    ],
  },
  navigation: {
    path: "app/content/navigation.ts",
    data: { primaryNavigation, headerActions, footerNavigation },
  },
  pages: { path: "app/content/pages.ts", data: pages },
  home: {
    path: "app/content/home.ts",
    data: home,
    // Customers' names, and the currency codes of the exchange-rate mock-up.
    omissions: ["testimonials.items.*.name", "personas.items.*.mockup.base", "personas.items.*.mockup.quote"],
  },
  about: { path: "app/content/about.ts", data: about },
  products: { path: "app/content/products.ts", data: products },
  security: { path: "app/content/security.ts", data: security },
  careers: { path: "app/content/careers.ts", data: careers },
  support: { path: "app/content/support.ts", data: support },
  faq: { path: "app/content/faq.ts", data: faqCategories },
  contact: { path: "app/content/contact.ts", data: contactText },
  resources: { path: "app/content/resources.ts", data: resources },
  authors: { path: "app/content/authors.ts", data: authors, omissions: ["*.name"] },
  placeholders: { path: "app/content/placeholders.ts", data: placeholders },
  statusPages: { path: "app/content/status-pages.ts", data: { comingSoon, login, notFound } },
  unexpectedError: { path: "app/content/unexpected-error.ts", data: unexpectedError },
  waitlist: { path: "app/content/waitlist.ts", data: waitlist },
  download: { path: "app/content/download.ts", data: download },
  sendMoney: {
    path: "app/content/send-money.ts",
    data: { copy: sendMoneyCopy, rates: sendMoneyRates },
    // The rates, speeds and the report's own title are facts, not words.
    omissions: ["rates.corridors", "rates.worldBank.source.title"],
  },
} satisfies Record<string, TranslatableModule>;

export type TranslatableKey = keyof typeof translatableModules;

/** The English catalog: what `npm run i18n:extract` writes to app/content/locales/en/messages.json. */
export function englishCatalog(): Messages {
  return Object.fromEntries(
    Object.entries(translatableModules).map(([key, module]: [string, TranslatableModule]) => [
      key,
      extractMessages(module.data, module.omissions),
    ]),
  );
}
