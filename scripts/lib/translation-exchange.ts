/**
 * A catalog as a PO file and back (docs/decisions/025): `msgctxt` the key, `msgid` the English,
 * `msgstr` the translation; empty is untranslated, `fuzzy` translated but unreviewed.
 */
import { po, type GetTextTranslation, type GetTextTranslations } from "gettext-parser";
import { catalogProblems, type Messages } from "#app/lib/i18n/catalog.ts";
import { placeholdersOf } from "#app/lib/i18n/template.ts";
import type { LanguageFile } from "#app/lib/i18n/language.schema.ts";

export type UnitState = "untranslated" | "translated" | "reviewed";

type Unit = { key: string; source: string; target: string | undefined };

function units(english: Messages, translation: unknown, path: string[] = []): Unit[] {
  const record = typeof translation === "object" && translation !== null ? (translation as Messages) : {};
  return Object.entries(english).flatMap(([key, source]) => {
    if (key.includes(".")) throw new Error(`The catalog key ${[...path, key].join(".")} has a dot, which PO keys use`);
    const target = record[key];
    if (typeof source === "string")
      return [{ key: [...path, key].join("."), source, target: typeof target === "string" ? target : undefined }];
    return units(source, target, [...path, key]);
  });
}

const placeholderNote = (source: string) => {
  const names = placeholdersOf(source);
  return names.length ? `Keep ${names.map((name) => `{${name}}`).join(", ")} as written.` : "";
};

/** The PO file of a language: every English string, its translation and its state. */
export function exportCatalog(english: Messages, translation: unknown, language: LanguageFile): Buffer {
  const reviewed = language.review.status === "reviewed";
  const table: GetTextTranslations = {
    charset: "utf-8",
    headers: {
      "Project-Id-Version": "sankofa-web",
      Language: language.code,
      "Content-Type": "text/plain; charset=UTF-8",
      "X-Review-Status": language.review.status,
      ...("translator" in language.review ? { "Last-Translator": language.review.translator } : {}),
    },
    translations: { "": {} },
  };
  for (const unit of units(english, translation)) {
    const state: UnitState = !unit.target ? "untranslated" : reviewed ? "reviewed" : "translated";
    (table.translations[unit.key] ??= {})[unit.source] = {
      msgctxt: unit.key,
      msgid: unit.source,
      msgstr: [unit.target ?? ""],
      comments: { extracted: placeholderNote(unit.source), flag: state === "translated" ? "fuzzy" : "" },
    };
  }
  return po.compile(table, { foldLength: 0, sort: false });
}

export type Change = { key: string; from: string | undefined; to: string };

export type ImportResult = { messages: Messages; changes: Change[]; reviewed: string[]; refusals: string[] };

function entriesOf(table: GetTextTranslations): GetTextTranslation[] {
  return Object.values(table.translations).flatMap((byId) => Object.values(byId).filter((entry) => entry.msgid !== ""));
}

function withValue(messages: Messages, path: string[], value: string): void {
  let node = messages;
  for (const key of path.slice(0, -1)) node = node[key] as Messages;
  node[path.at(-1)!] = value;
}

/** A reviewed file against the catalogs: refused for an unknown key, a changed English or other placeholders. */
export function importCatalog(
  file: Buffer | string,
  english: Messages,
  translation: unknown,
  code: string,
): ImportResult {
  const table = po.parse(file);
  const refusals: string[] = [];
  const language = table.headers.Language;
  if (language && language !== code) refusals.push(`the file is for "${language}", not "${code}"`);
  const current = new Map(units(english, translation).map((unit) => [unit.key, unit]));
  const messages = structuredClone(translation ?? {}) as Messages;
  const changes: Change[] = [];
  const reviewed: string[] = [];
  for (const entry of entriesOf(table)) {
    const key = entry.msgctxt ?? "";
    const unit = current.get(key);
    const target = entry.msgstr[0] ?? "";
    if (!unit) {
      refusals.push(`${key || entry.msgid}: no such key in the English catalog`);
      continue;
    }
    if (entry.msgid !== unit.source) {
      refusals.push(`${key}: its English has changed since the export; export again`);
      continue;
    }
    if (target === "") continue;
    const expected = placeholdersOf(unit.source).join(", ");
    const found = placeholdersOf(target).join(", ");
    if (expected !== found) {
      refusals.push(`${key}: placeholders {${found}} where English has {${expected}}`);
      continue;
    }
    if (!(entry.comments?.flag ?? "").includes("fuzzy")) reviewed.push(key);
    if (target !== unit.target) {
      changes.push({ key, from: unit.target, to: target });
      withValue(messages, key.split("."), target);
    }
  }
  if (refusals.length === 0) refusals.push(...catalogProblems(english, messages, `${code}/messages.json`));
  return { messages: orderedLike(english, messages), changes, reviewed, refusals };
}

/** `messages` in the English key order, so messages.json diffs stay readable. */
function orderedLike(english: Messages, messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).flatMap(([key, source]) => {
      const value = messages[key];
      if (value === undefined) return [];
      return [[key, typeof source === "string" || typeof value === "string" ? value : orderedLike(source, value)]];
    }),
  );
}
