/** {name} placeholders in content; a translation keeps the same ones (scripts/check-content.ts). */
const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(placeholderPattern), (match) => match[1] ?? ""))].toSorted();
}

/** An unknown name stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
