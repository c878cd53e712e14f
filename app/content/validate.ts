/**
 * Build-time content check. Content modules hold plain typed data so that no zod code ships
 * to the browser; this module pairs each one with its schema and validates them all at once.
 * Run by scripts/check-content.ts (and the unit tests); never import it from app code.
 */
import type { z } from "zod";
import { about } from "#app/content/about.ts";
import { aboutSchema } from "#app/content/about.schema.ts";
import { authors } from "#app/content/authors.ts";
import { authorsSchema } from "#app/content/authors.schema.ts";
import { careers } from "#app/content/careers.ts";
import { careersSchema } from "#app/content/careers.schema.ts";
import { download } from "#app/content/download.ts";
import { downloadSchema } from "#app/content/download.schema.ts";
import { faqCategories } from "#app/content/faq.ts";
import { faqSchema } from "#app/content/faq.schema.ts";
import { home } from "#app/content/home.ts";
import { interfaceText } from "#app/content/interface.ts";
import { interfaceSchema } from "#app/content/interface.schema.ts";
import { homeSchema } from "#app/content/home.schema.ts";
import { footerNavigation, headerActions, primaryNavigation } from "#app/content/navigation.ts";
import { navigationSchema } from "#app/content/navigation.schema.ts";
import { pages } from "#app/content/pages.ts";
import { pagesSchema } from "#app/content/pages.schema.ts";
import { placeholders } from "#app/content/placeholders.ts";
import { placeholdersSchema } from "#app/content/placeholders.schema.ts";
import { products } from "#app/content/products.ts";
import { resources } from "#app/content/resources.ts";
import { resourcesSchema } from "#app/content/resources.schema.ts";
import { productsSchema } from "#app/content/products.schema.ts";
import { security } from "#app/content/security.ts";
import { sendMoneyCopy, sendMoneyRates } from "#app/content/send-money.ts";
import { sendMoneyCopySchema, sendMoneyRatesSchema } from "#app/content/send-money.schema.ts";
import { securitySchema } from "#app/content/security.schema.ts";
import { support } from "#app/content/support.ts";
import { supportSchema } from "#app/content/support.schema.ts";
import { comingSoon, login, notFound } from "#app/content/status-pages.ts";
import { statusPagesSchema, unexpectedErrorSchema } from "#app/content/status-pages.schema.ts";
import { unexpectedError } from "#app/content/unexpected-error.ts";
import { waitlist } from "#app/content/waitlist.ts";
import { countriesSchema, waitlistSchema } from "#app/content/waitlist.schema.ts";
import { countryCodes, firstCountries } from "#app/content/countries.ts";
import { site } from "#app/site.config.ts";
import { siteConfigSchema } from "#app/site.config.schema.ts";

export type ContentModule = {
  /** Repository path of the data module, used in error messages. */
  readonly path: string;
  readonly schema: z.ZodType;
  readonly data: unknown;
};

/** Every content module and the schema its data must satisfy. */
export const contentModules: readonly ContentModule[] = [
  { path: "app/site.config.ts", schema: siteConfigSchema, data: site },
  { path: "app/content/interface.ts", schema: interfaceSchema, data: interfaceText },
  { path: "app/content/home.ts", schema: homeSchema, data: home },
  { path: "app/content/about.ts", schema: aboutSchema, data: about },
  { path: "app/content/products.ts", schema: productsSchema, data: products },
  { path: "app/content/security.ts", schema: securitySchema, data: security },
  { path: "app/content/careers.ts", schema: careersSchema, data: careers },
  { path: "app/content/faq.ts", schema: faqSchema, data: faqCategories },
  { path: "app/content/support.ts", schema: supportSchema, data: support },
  {
    path: "app/content/navigation.ts",
    schema: navigationSchema,
    data: { primaryNavigation, headerActions, footerNavigation },
  },
  { path: "app/content/pages.ts", schema: pagesSchema, data: pages },
  { path: "app/content/placeholders.ts", schema: placeholdersSchema, data: placeholders },
  { path: "app/content/authors.ts", schema: authorsSchema, data: authors },
  {
    path: "app/content/status-pages.ts",
    schema: statusPagesSchema,
    data: { comingSoon, login, notFound },
  },
  { path: "app/content/unexpected-error.ts", schema: unexpectedErrorSchema, data: unexpectedError },
  { path: "app/content/resources.ts", schema: resourcesSchema, data: resources },
  { path: "app/content/waitlist.ts", schema: waitlistSchema, data: waitlist },
  { path: "app/content/countries.ts", schema: countriesSchema, data: { countryCodes, firstCountries } },
  { path: "app/content/download.ts", schema: downloadSchema, data: download },
  { path: "app/content/send-money.ts", schema: sendMoneyRatesSchema, data: sendMoneyRates },
  { path: "app/content/send-money.ts", schema: sendMoneyCopySchema, data: sendMoneyCopy },
];

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

/** Every problem in every module, as `<module> › <issue path>: <message>` lines. */
export function contentProblems(modules: readonly ContentModule[] = contentModules): string[] {
  return modules.flatMap(({ path, schema, data }) => {
    const result = schema.safeParse(data);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${path} › ${formatPath(issue.path)}: ${issue.message}`);
  });
}

/** Validates all content; throws one Error that lists every problem found. */
export function validateContent(): void {
  const problems = contentProblems();
  if (problems.length > 0) {
    const noun = problems.length === 1 ? "problem" : "problems";
    throw new Error(`Content is invalid (${problems.length} ${noun}):\n${problems.join("\n")}`);
  }
}
