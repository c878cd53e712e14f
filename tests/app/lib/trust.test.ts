import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regulation } from "#app/content/regulation.ts";
import { remittancePrices } from "#app/content/remittance-prices.ts";
import { remittancePricesSchema } from "#app/content/remittance-prices.schema.ts";
import { idPrefixOf, referenceOf } from "#app/lib/intake.ts";
import { licenceFacts, regulationLine } from "#app/lib/regulation.ts";
import { securityTxt } from "#app/lib/security-txt.ts";
import { fillFacts } from "#app/lib/site-facts.ts";
import { site } from "#app/site.config.ts";
import { siteConfigSchema, type RegulationConfig } from "#app/site.config.schema.ts";

describe("a message's reference (D24)", () => {
  it("is 8 characters a phone line cannot confuse, derived from the id, and leads back to it", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const reference = referenceOf(id);
        expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
        expect(id.startsWith(idPrefixOf(reference)!)).toBe(true);
        expect(idPrefixOf(reference.toLowerCase().replace("-", " "))).toBe(idPrefixOf(reference));
      }),
    );
  });

  it("reads a misheard I, L or O as the figure it must be, and refuses what is no reference", () => {
    expect(idPrefixOf("ILO0-0000")).toBe(idPrefixOf("1100-0000"));
    expect(idPrefixOf("7Q4M-2XP")).toBeUndefined();
    expect(idPrefixOf("7Q4M-2XPU")).toBeUndefined();
  });
});

describe("{{facts}} in copy", () => {
  it("fails the build on a fact that does not exist, rather than printing braces", () => {
    expect(() => fillFacts("From {{internationalFee}}", {})).toThrow(/Unknown fact \{\{internationalFee\}\}/);
    expect(fillFacts("From {{a}} to {{a}}", { a: "1%" })).toBe("From 1% to 1%");
  });
});

const licensed: RegulationConfig = {
  status: "licensed",
  regulator: { name: "Central Bank of Nigeria", url: "https://www.cbn.gov.ng/" },
  licence: { class: "Commercial bank, national", number: "CBN/CB/0001" },
  depositInsurance: { insurer: "the NDIC", coverPerDepositor: { amount: 5_000_000, currency: "NGN" } },
  registeredCompany: { name: "Example Bank Plc", registrationNumber: "RC 123456", address: "1 Marina, Lagos" },
  moneyTransferOperator: { name: "Example Transfers Ltd", licenceNumber: "IMTO/0042" },
  complaintsEscalation: {
    name: "the CBN's Consumer Protection Department",
    email: "cpd@cbn.gov.ng",
    address: "Central Business District, Garki, Abuja",
  },
};

describe("regulatory status (D23)", () => {
  it("says plainly, by default, that the demonstration brand holds no licence and insures nothing", () => {
    expect(site.regulation.status).toBe("demonstration");
    expect(regulationLine(site.regulation, regulation, "en-NG")).toMatch(/no banking licence.*not insured/);
  });

  it("follows a real bank's configuration: regulator, licence and number, insurance, company, operator", () => {
    expect(regulationLine(licensed, regulation, "en-NG")).toBe(
      "Example Bank Plc is licensed by the Central Bank of Nigeria. Deposits are insured by the NDIC up to ₦5,000,000 per depositor.",
    );
    expect(Object.fromEntries(licenceFacts(licensed, regulation, "en-NG").map((row) => row.cells))).toEqual({
      Regulator: "Central Bank of Nigeria",
      Licence: "Commercial bank, national",
      "Licence number": "CBN/CB/0001",
      "Deposit insurance": "Deposits are insured by the NDIC up to ₦5,000,000 per depositor.",
      "Registered company": "Example Bank Plc, registration number RC 123456, 1 Marina, Lagos",
      "Money sent abroad":
        "International transfers are made by Example Transfers Ltd, a licensed international money transfer operator (licence IMTO/0042), for whom we act as agent.",
    });
  });

  it("refuses a configuration that claims a licence without its number", () => {
    const claim = { ...site, regulation: { ...licensed, licence: { class: "Commercial bank", number: " " } } };
    const result = siteConfigSchema.safeParse(claim);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("a licence needs its number");
    expect(siteConfigSchema.safeParse({ ...site, regulation: licensed }).success).toBe(true);
  });
});

describe("/.well-known/security.txt (RFC 9116)", () => {
  it("names the contact, expiry, policy, languages and its own address", () => {
    expect(securityTxt(site).split("\n")).toEqual([
      "Contact: mailto:security@sankofa.example",
      `Expires: ${new Date(site.security.expires).toISOString()}`,
      "Policy: https://sankofa.example/security/disclosure",
      "Preferred-Languages: en, fr",
      "Canonical: https://sankofa.example/.well-known/security.txt",
      "",
    ]);
  });

  it("stops the build once its Expires has passed", () => {
    const expired = { ...site, security: { ...site.security, expires: "2025-01-01T00:00:00Z" } };
    expect(siteConfigSchema.safeParse(expired).error?.issues[0]?.path).toEqual(["security", "expires"]);
  });
});

const pricesProblems = (prices: unknown) =>
  remittancePricesSchema.safeParse(prices).error?.issues.map((issue) => issue.message) ?? [];

describe("the World Bank figures (D22)", () => {
  it("pass as they are: each with its quarter and source, none too old", () => {
    expect(pricesProblems(remittancePrices)).toEqual([]);
  });

  it("refuse a figure older than the allowed age, or without a known source", () => {
    const [first, ...rest] = remittancePrices.corridors;
    expect(pricesProblems({ ...remittancePrices, corridors: [{ ...first, quarter: "2023-Q2" }, ...rest] })).toEqual([
      expect.stringMatching(/^2023-Q2 is \d+ months old, over 18/),
    ]);
    expect(pricesProblems({ ...remittancePrices, corridors: [{ ...first, source: "blog" }, ...rest] })).toEqual([
      'no source "blog"',
    ]);
    const { quarter: _, ...withoutQuarter } = first!;
    expect(pricesProblems({ ...remittancePrices, corridors: [withoutQuarter, ...rest] })).not.toEqual([]);
  });
});
