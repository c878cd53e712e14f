/**
 * The languages: each folder of app/content/locales with a language.json (docs/decisions/015).
 * Read from disk at build time and by the server, never in the browser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Messages } from "#app/lib/i18n/catalog.ts";
import { defaultLanguage, type Language } from "#app/lib/i18n/language.ts";
import { languageSchema, type LanguageFile } from "#app/lib/i18n/language.schema.ts";
import { localesFolder } from "#app/lib/i18n/locales.ts";

/** The repository (or a copy of it, in tests) the language folders are read from. */
export type LanguageRoot = string;

export const repositoryRoot: LanguageRoot = process.cwd();

function folderOf(code: string, root: LanguageRoot): string {
  return join(root, localesFolder, code);
}

export function languageCodes(root: LanguageRoot = repositoryRoot): string[] {
  const folder = join(root, localesFolder);
  if (!existsSync(folder)) return [defaultLanguage];
  const codes = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, "language.json")))
    .map((entry) => entry.name);
  return [defaultLanguage, ...codes.filter((code) => code !== defaultLanguage).toSorted()];
}

export function readLanguageFile(code: string, root: LanguageRoot = repositoryRoot): LanguageFile {
  const path = join(localesFolder, code, "language.json");
  const result = languageSchema.safeParse(JSON.parse(readFileSync(join(root, path), "utf8")));
  if (!result.success)
    throw new Error(`${path}: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  if (result.data.code !== code) throw new Error(`${path}: code "${result.data.code}" must equal the folder name`);
  return result.data;
}

export function languageOf(code: string, root: LanguageRoot = repositoryRoot): Language {
  const { review: _review, ...language } = readLanguageFile(code, root);
  return language;
}

let cachedLanguages: Language[] | undefined;

export function siteLanguages(): Language[] {
  cachedLanguages ??= languageCodes().map((code) => languageOf(code));
  return cachedLanguages;
}

export function readMessages(code: string, root: LanguageRoot = repositoryRoot): unknown {
  const path = join(folderOf(code, root), "messages.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as unknown) : undefined;
}

const cachedMessages = new Map<string, Messages>();

/** Unvalidated: the build has checked it (scripts/check-content.ts). */
export function messagesOf(code: string): Messages {
  let messages = cachedMessages.get(code);
  if (!messages) {
    messages = (readMessages(code) ?? {}) as Messages;
    cachedMessages.set(code, messages);
  }
  return messages;
}

export function readMarkdownFiles(
  code: string,
  kind: "articles" | "legal",
  root: LanguageRoot = repositoryRoot,
): Array<{ path: string; markdown: string }> {
  const folder = join(folderOf(code, root), kind);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .toSorted()
    .map((file) => ({
      path: join(localesFolder, code, kind, file),
      markdown: readFileSync(join(folder, file), "utf8"),
    }));
}
