import { describe, expect, it } from "vitest";
import { contactText } from "#app/content/contact.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { validateContactMessage } from "#app/lib/contact.ts";
import { factsIn, localizedModule } from "#app/lib/i18n/content.server.ts";
import { fillFacts } from "#app/lib/site-facts.ts";
import { fill, formatNumber, inserted, isolate, isolateMarks } from "#app/lib/i18n/template.ts";
import { formatMinorUnits } from "#app/lib/minor-units.ts";
import { formatMoney } from "#app/lib/money.ts";

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

describe("one isolation for every inserted value (docs/decisions/025)", () => {
  it("isolates a value left to right unless it has a right-to-left letter", () => {
    expect(isolate("+1 (202) 555-0142")).toBe(`${LRI}+1 (202) 555-0142${PDI}`);
    expect(isolate(formatMinorUnits(20_000, "USD", "ar-EG-u-nu-latn"))).toMatch(new RegExp(`^${LRI}.*US\\$${PDI}$`));
    expect(isolate("15 يناير 2024")).toBe(`${FSI}15 يناير 2024${PDI}`);
  });

  it("isolates in fill() where a right-to-left letter is in the template or the value, and nowhere else", () => {
    expect(fill("كلّف إرسال {amount} إليها", { amount: "200.00 US$" })).toBe(`كلّف إرسال ${LRI}200.00 US$${PDI} إليها`);
    expect(fill("Read in {language}", { language: "العربية" })).toBe(`Read in ${FSI}العربية${PDI}`);
    expect(fill("Costs {amount}", { amount: "$200.00" })).toBe("Costs $200.00");
    expect(inserted("₦2,450,000", { dir: "rtl" })).toBe(`${LRI}₦2,450,000${PDI}`);
    expect(inserted("₦2,450,000", { dir: "ltr" })).toBe("₦2,450,000");
  });

  it("isolates the {{facts}} of Markdown and copy in a right-to-left text, and leaves English as it was", () => {
    expect(fillFacts("بالهاتف على الرقم {{phone}}.", factsIn("ar"))).toBe(
      `بالهاتف على الرقم ${LRI}+1 (202) 555-0142${PDI}.`,
    );
    expect(fillFacts("by phone on {{phone}}.", factsIn("en"))).toBe("by phone on +1 (202) 555-0142.");
  });
});

/** The contact form's message for a message over its limit, in a language and a number locale. */
function say(code: string, locale: string): string {
  const words = { ...localizedModule("contact", code), locale };
  const result = validateContactMessage(
    { name: "A", email: "a@example.com", subject: "S", message: "x".repeat(5001) },
    words,
  );
  return result.success ? "" : (result.errors.message ?? "").replace(isolateMarks, "");
}

describe("numbers in the page's locale", () => {
  it("writes the contact form's length limit as the language groups digits", () => {
    expect(say("en", "en-NG-u-nu-latn")).toContain("5,000");
    expect(say("fr", "fr-FR-u-nu-latn")).toContain("5\u202f000");
    expect(say("pt", "pt-AO-u-nu-latn")).toContain("5\u00a0000");
    expect(contactText.rules.tooLong).toContain("{max}");
  });

  it("formats a number for a locale", () => {
    expect(formatNumber(5000, "fr-FR")).toBe("5\u202f000");
    expect(formatNumber(5000, "ar-EG-u-nu-latn")).toBe("5,000");
  });

  it("writes the naira as ₦ in every language, as the copy does", () => {
    for (const locale of ["en-NG", "fr-FR", "pt-AO", "sw-KE", "ar-EG-u-nu-latn"]) {
      expect(formatMoney({ amount: 2_450_000, currency: "NGN" }, locale)).toContain("₦");
      expect(formatMinorUnits(205_000, "NGN", locale)).toContain("₦");
    }
  });
});

describe("dates", () => {
  it("writes the first of a month as an ordinal in French, and only there", () => {
    expect(formatLongDate("2025-01-01", "fr-FR-u-nu-latn")).toBe("1er janvier 2025");
    expect(formatLongDate("2025-01-15", "fr-FR-u-nu-latn")).toBe("15 janvier 2025");
    expect(formatLongDate("2025-01-01", "en-US")).toBe("January 1, 2025");
    expect(formatLongDate("2025-01-01", "pt-AO")).toBe("1 de janeiro de 2025");
  });
});

describe("a value at the end of a sentence", () => {
  it("ends it with its own full stop, not two", () => {
    const aed = formatMinorUnits(3_650_000, "AED", "ar-EG-u-nu-latn");
    expect(fill("أقل مبلغ يمكنك إرساله هو {amount}.", { amount: aed }).replace(isolateMarks, "")).toBe(
      `أقل مبلغ يمكنك إرساله هو ${aed}`,
    );
    expect(fill("The least is {amount}. Try more…", { amount: "£1.00" })).toBe("The least is £1.00. Try more…");
  });
});
