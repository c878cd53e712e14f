/**
 * The facts copy quotes as {{name}}: fees and limits from the fee schedule (app/content/fees.ts),
 * the company's name and contacts from the brand configuration, written for the page's locale.
 * Content strings and Markdown carry the placeholder, never the figure, so a figure is written once
 * (D23) and each language formats it its own way.
 */
import { feeSchedule, type FeesCopy } from "#app/content/fees.ts";
import { site } from "#app/site.config.ts";
import { formatPercent } from "#app/lib/minor-units.ts";
import { inserted } from "#app/lib/i18n/template.ts";

const factPattern = /\{\{([a-zA-Z]+)\}\}/g;

export type SiteFacts = Readonly<Record<string, string>>;

/** US dollars in whole units, as limits are stated: "$10,000". */
function wholeDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

export function lowestInternationalFeePercent(): number {
  return Math.min(...feeSchedule.internationalTransfers.map((route) => route.feePercent));
}

/** Every fact in `locale`, with the processing times in the page's own words. */
export function siteFacts(locale: string, processing: FeesCopy["sections"]["processing"]): SiteFacts {
  return {
    companyName: site.legalName,
    email: site.email,
    phone: site.phone.display,
    waitlistLeaveSubject: site.waitlistLeaveSubject,
    internationalFeeFrom: formatPercent(lowestInternationalFeePercent(), locale),
    transferLimitPerTransaction: wholeDollars(feeSchedule.limits.perTransaction, locale),
    transferLimitPerMonth: wholeDollars(feeSchedule.limits.perMonth, locale),
    processingDomestic: processing.domestic,
    processingInternational: processing.international,
    processingFunding: processing.funding,
  };
}

/** `text` with each {{fact}} written out, isolated as every inserted value is (docs/decisions/025); a name that is no fact fails the build. */
export function fillFacts(text: string, facts: SiteFacts): string {
  return text.replace(factPattern, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Unknown fact {{${name}}} in: ${text.slice(0, 80)}`);
    return inserted(value, { into: text });
  });
}

/** The same through every string of a content module's data. */
export function withFacts<T>(data: T, facts: SiteFacts): T {
  if (typeof data === "string") return fillFacts(data, facts) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => withFacts(item, facts)) as T;
  if (data && typeof data === "object" && Object.getPrototypeOf(data) === Object.prototype)
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withFacts(value, facts)])) as T;
  return data;
}
