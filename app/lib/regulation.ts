/** What the site states of who stands behind the bank (D23): the brand configuration's facts in the page's words. */
import type { RegulationConfig } from "#app/site.config.schema.ts";
import type { ContentOf } from "#app/lib/i18n/content-types.ts";
import { fill } from "#app/lib/i18n/template.ts";

type Words = ContentOf<"regulation">;
type Licensed = Extract<RegulationConfig, { status: "licensed" }>;

function insurance(config: Licensed, words: Words, locale: string): string {
  const { insurer, coverPerDepositor: cover } = config.depositInsurance;
  const amount = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: cover.currency,
    maximumFractionDigits: 0,
  }).format(cover.amount);
  return fill(words.licensed.insurance, { insurer, amount });
}

/** The footer's one line. */
export function regulationLine(config: RegulationConfig, words: Words, locale: string): string {
  if (config.status === "demonstration") return words.footer.demonstration;
  return fill(words.footer.licensed, {
    company: config.registeredCompany.name,
    regulator: config.regulator.name,
    insurance: insurance(config, words, locale),
  });
}

/** The regulatory page's table of a licensed bank: each fact a visitor can check. */
export function licenceFacts(
  config: Licensed,
  words: Words,
  locale: string,
): Array<{ key: string; cells: [string, string] }> {
  const { licensed } = words;
  return [
    { key: "regulator", cells: [licensed.regulator, config.regulator.name] },
    { key: "licence", cells: [licensed.licence, config.licence.class] },
    { key: "licence-number", cells: [licensed.licenceNumber, config.licence.number] },
    { key: "insurance", cells: [licensed.depositInsurance, insurance(config, words, locale)] },
    {
      key: "company",
      cells: [
        licensed.registeredCompany,
        fill(licensed.company, {
          name: config.registeredCompany.name,
          number: config.registeredCompany.registrationNumber,
          address: config.registeredCompany.address,
        }),
      ],
    },
    {
      key: "operator",
      cells: [
        licensed.moneyTransfers,
        fill(licensed.operator, {
          name: config.moneyTransferOperator.name,
          number: config.moneyTransferOperator.licenceNumber,
        }),
      ],
    },
  ];
}
