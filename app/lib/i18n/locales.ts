/** Relative to the repository root. */
export const localesFolder = "app/content/locales";

/** The source language: its catalog is extracted from the content modules, never edited. */
export const sourceLanguage = "en";

/** A catalog file's exact text: what the extractor writes and the build compares. */
export function catalogText(messages: unknown): string {
  return `${JSON.stringify(messages, null, 2)}\n`;
}
