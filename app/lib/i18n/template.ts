/** {name} placeholders in content; every value set into words goes through `inserted()`, the one bidi isolation (docs/decisions/025). */
const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;
const placeholderAndStop = new RegExp(`${placeholderPattern.source}(\\.)?`, "g");

const rightToLeftLetter =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

const leftToRightIsolate = "\u2066";
const firstStrongIsolate = "\u2068";
const popDirectionalIsolate = "\u2069";

export const isolateMarks = /[\u2066-\u2069]/g;

export function hasRightToLeftLetter(text: string): boolean {
  return rightToLeftLetter.test(text);
}

/** `value` as one unit: left to right without a right-to-left letter, else by its first strong letter. */
export function isolate(value: string): string {
  const opening = hasRightToLeftLetter(value) ? firstStrongIsolate : leftToRightIsolate;
  return `${opening}${value}${popDirectionalIsolate}`;
}

export type Setting = { into: string } | { dir: "ltr" | "rtl" };

/** `value` isolated where a right-to-left letter, around it or in it, could reorder it. */
export function inserted(value: string, where: Setting): string {
  const rightToLeft = "dir" in where ? where.dir === "rtl" : hasRightToLeftLetter(where.into);
  return rightToLeft || hasRightToLeftLetter(value) ? isolate(value) : value;
}

export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(placeholderPattern), (match) => match[1] ?? ""))].toSorted();
}

/** Each {name} replaced by its value (text: numbers go through `formatNumber`); unknown names stay. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(placeholderAndStop, (whole, name: string, stop = "") => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name]!;
    // "… 36,500.00 د.إ." ends the sentence with the value's own full stop.
    return inserted(value, { into: template }) + (/\.[\u200e\u200f]*$/.test(value) ? "" : stop);
  });
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
