/** Copy with `{name}` placeholders filled in; a placeholder with no value stays as written. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
