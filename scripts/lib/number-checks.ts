/** A built page's numbers in its locale, and each currency one way (docs/decisions/025). */
import { parseDocument } from "htmlparser2";
import type { AnyNode } from "domhandler";
import { isolateMarks } from "#app/lib/i18n/template.ts";
import { currencyDisplay } from "#app/lib/minor-units.ts";

const skippedElements = new Set(["script", "style", "code", "pre", "template", "svg"]);
const textAttributes = ["aria-label", "alt", "title", "placeholder"];

/** A page's running text and text attributes, isolates removed. */
export function pageTexts(html: string): string[] {
  const texts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") texts.push(node.data);
      else if (node.type === "tag" || node.type === "script" || node.type === "style") {
        if (skippedElements.has(node.name)) continue;
        for (const name of textAttributes) if (node.attribs[name]) texts.push(node.attribs[name]);
        if (node.name === "meta" && (node.attribs.name ?? node.attribs.property ?? "").endsWith("description"))
          texts.push(node.attribs.content ?? "");
        walk(node.children);
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return texts.map((text) => text.replace(isolateMarks, "")).filter((text) => /\d/.test(text));
}

function marks(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}

// "2,450,000", "1,610.50" and "5,000": grouped as English groups. A single group that does not end
// in 0 ("655,957") is a decimal with three places on a page that writes a decimal comma.
const englishGrouped = /(?<![\d.,])\d{1,3}(?:(?:,\d{3}){2,}|(?:,\d{3})+\.\d+|,\d{2}0)(?![\d,])/g;
// "1.5", but not a numbered heading ("7.1 Effectuer un paiement") or a version ("OAuth 2.0").
const englishDecimal = /(?<![\d.,/:§]|[A-Z]\w* |^)\d+\.\d{1,2}(?![\d.])/g;
const spaceGrouped = /(?<![\d.,])\d{1,3}(?:[\u00a0\u202f]\d{3})+(?![\d])/g;

/** Numbers grouped or pointed as another locale writes them ("5,000", "1.5" in French; "5 000" in English). */
export function foreignNumbers(texts: readonly string[], locale: string): string[] {
  const { group, decimal } = marks(locale);
  const found: string[] = [];
  for (const text of texts) {
    if (group !== ",") found.push(...Array.from(text.matchAll(englishGrouped), ([number]) => number));
    if (decimal !== ".") found.push(...Array.from(text.matchAll(englishDecimal), ([number]) => number));
    if (group === ",") found.push(...Array.from(text.matchAll(spaceGrouped), ([number]) => number));
  }
  return found;
}

export const siteCurrencies = ["NGN", "USD", "GBP", "EUR", "CAD", "AED", "GHS", "KES", "XOF", "ZAR"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function currencyForm(currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return (
    new Intl.NumberFormat(locale, { style: "currency", currency, ...options })
      .formatToParts(1)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}

/** Code, symbol, the site's choice and their spaced spellings ("$ US"), less another currency's choice. */
function currencyForms(currency: string, locale: string): string[] {
  const chosen = (code: string) => currencyForm(code, locale, currencyDisplay(code));
  const others = new Set(siteCurrencies.filter((code) => code !== currency).map(chosen));
  const forms = [
    currencyForm(currency, locale, { currencyDisplay: "code" }),
    currencyForm(currency, locale),
    chosen(currency),
  ];
  const spaced = forms.flatMap((form) => {
    const parts = /^(\p{L}+)(\P{L}+)$|^(\P{L}+)(\p{L}+)$/u.exec(form);
    return parts ? [`${parts[1] ?? parts[3]} ${parts[2] ?? parts[4]}`] : [];
  });
  return [...new Set([...forms, ...spaced])]
    .filter((form) => !others.has(form))
    .toSorted((a, b) => b.length - a.length);
}

/** Each currency written more than one way beside a figure. */
export function mixedCurrencyForms(texts: readonly string[], locale: string): string[] {
  const text = texts.join("\n");
  const problems: string[] = [];
  for (const currency of siteCurrencies) {
    const forms = currencyForms(currency, locale);
    const alternatives = forms.map(escape).join("|");
    const pattern = new RegExp(
      `(?<=\\d[\\s\\u00a0\\u202f\\u200e\\u200f]?)(${alternatives})(?![\\p{L}])|(?<![\\p{L}])(${alternatives})(?=[\\s\\u00a0\\u202f\\u200e\\u200f]?\\d)`,
      "gu",
    );
    const seen = new Set(Array.from(text.matchAll(pattern), (match) => match[1] ?? match[2] ?? ""));
    if (seen.size > 1) problems.push(`${currency} written as ${[...seen].join(" and ")}`);
  }
  return problems;
}
