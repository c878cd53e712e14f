import { describe, expect, it } from "vitest";
import { foreignNumbers, mixedCurrencyForms, pageTexts } from "#scripts/lib/number-checks.ts";

describe("numbers written against the page's locale", () => {
  it("finds English grouping on a French page, and leaves French numbers, headings and versions alone", () => {
    const texts = pageTexts(
      `<main><p>Limitez votre message à 5,000 caractères.</p><p aria-label="2,450,000 NGN">x</p>
       <h3>7.1 Effectuer un paiement</h3><p>OAuth 2.0, 1,00 € = 655,957 F CFA, 5\u202f000 caractères, frais de 1.5 %</p>
       <script>const limit = "5,000";</script><code>1,000,000</code></main>`,
    );
    expect(foreignNumbers(texts, "fr-FR-u-nu-latn")).toEqual(["5,000", "2,450,000", "1.5"]);
  });

  it("finds a space-grouped number on a page that groups with commas", () => {
    expect(foreignNumbers(["Send up to 10\u00a0000 dollars", "Send up to 10,000 dollars"], "en-NG")).toEqual([
      "10\u00a0000",
    ]);
  });

  it("reads through the isolates values are set in", () => {
    expect(foreignNumbers(pageTexts("<p>à \u20665,000\u2069 caractères</p>"), "fr-FR")).toEqual(["5,000"]);
  });
});

describe("one currency, one way per page", () => {
  it("finds the naira written as a code and as a sign on one page", () => {
    expect(mixedCurrencyForms(["2\u202f450\u202f000 NGN", "500 ₦ offerts"], "fr-FR-u-nu-latn")).toEqual([
      "NGN written as NGN and ₦",
    ]);
    expect(mixedCurrencyForms(["2\u202f450\u202f000 ₦", "500 ₦ offerts", "Taux USD/NGN"], "fr-FR-u-nu-latn")).toEqual(
      [],
    );
  });

  it("counts the copy's spaced spelling of a sign as a way of its own", () => {
    expect(mixedCurrencyForms(["200,00 $US", "jusqu’à 10 000 $ US"], "fr-FR-u-nu-latn")).toEqual([
      "USD written as $US and $ US",
    ]);
  });

  it("does not take one currency's sign for another's", () => {
    expect(mixedCurrencyForms(["$\u00a0200.00", "CA$\u00a0200.00"], "sw-KE-u-nu-latn")).toEqual([]);
  });
});
