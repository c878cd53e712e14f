/**
 * Placeholders in content strings: {name} stands for a value the page fills in, such as a count
 * or a link. A translation keeps the same placeholders (scripts/check-content.ts checks it).
 */
const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The placeholders a string uses, sorted and without repeats. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(placeholderPattern), (match) => match[1] ?? ""))].toSorted();
}

/** The string with each {name} replaced by its value; an unknown name stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
