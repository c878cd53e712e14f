/**
 * Placeholders in content strings: {name} stands for a value the page fills in, such as a count
 * or a link. A translation keeps the same placeholders (scripts/check-content.ts checks it).
 * Every value set into words goes through `inserted()`, the one bidi isolation (docs/decisions/025).
 */
const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** Letters of the scripts written right to left that the site's languages may use. */
const rightToLeftLetter =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

const leftToRightIsolate = "\u2066";
const firstStrongIsolate = "\u2068";
const popDirectionalIsolate = "\u2069";

/** The Unicode isolates a value is wrapped in; strip them to compare what a reader sees. */
export const isolateMarks = /[\u2066-\u2069]/g;

export function hasRightToLeftLetter(text: string): boolean {
  return rightToLeftLetter.test(text);
}

/**
 * `value` as one unit the surrounding text cannot reorder: left to right when it has no
 * right-to-left letter (a phone number, an address, "200.00 US$"), else by its first letter.
 */
export function isolate(value: string): string {
  const opening = hasRightToLeftLetter(value) ? firstStrongIsolate : leftToRightIsolate;
  return `${opening}${value}${popDirectionalIsolate}`;
}

/** Where a value is set: into a text (a template, a Markdown body), or into a page of a direction. */
export type Setting = { into: string } | { dir: "ltr" | "rtl" };

/**
 * `value` ready to be set: isolated wherever the bidirectional algorithm could reorder it, that is
 * when the value or the text around it has a right-to-left letter; unchanged otherwise.
 */
export function inserted(value: string, where: Setting): string {
  const rightToLeft = "dir" in where ? where.dir === "rtl" : hasRightToLeftLetter(where.into);
  return rightToLeft || hasRightToLeftLetter(value) ? isolate(value) : value;
}

/** The placeholders a string uses, sorted and without repeats. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(placeholderPattern), (match) => match[1] ?? ""))].toSorted();
}

/**
 * The string with each {name} replaced by its value; an unknown name stays as written. Values are
 * text: a number is formatted for the page's locale first (`formatNumber`).
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(placeholderAndStop, (whole, name: string, stop = "") => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name]!;
    // A value that ends with its own full stop ("36,500.00 د.إ.") ends the sentence with it.
    return inserted(value, { into: template }) + (/\.[\u200e\u200f]*$/.test(value) ? "" : stop);
  });
}

const placeholderAndStop = new RegExp(`${placeholderPattern.source}(\\.)?`, "g");

/** A number as the locale writes it: "5 000" in French, "5,000" in English. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
