/**
 * Message catalogs (docs/decisions/015). One walk both extracts a module's translatable leaves and
 * lays a translation over it, so the two never disagree on what is translatable.
 */
import { placeholdersOf } from "#app/lib/i18n/template.ts";

export type Messages = { [key: string]: string | Messages };

const untranslatedKeys = new Set([
  "href",
  "alsoCurrentFor",
  "icon",
  "image",
  "id",
  "key",
  "slug",
  "kind",
  "currency",
  "direction",
  "network",
  "portraitSeed",
  "url",
  "e164",
]);

/** Never words either: site paths, web and e-mail addresses, figures without a letter ("24/7"). */
const untranslatedValue = /^(\/|https?:|mailto:|tel:)|^[^\s@]+@[^\s@]+\.[^\s@]+$|^\P{L}*$/u;

/** Leaves kept as written, such as "testimonials.items.*.name"; "*" stands for any one key. */
export type Omission = string;

function omitted(path: readonly string[], omissions: readonly Omission[]): boolean {
  return omissions.some((pattern) => {
    const parts = pattern.split(".");
    return parts.length <= path.length && parts.every((part, index) => part === "*" || part === path[index]);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function itemKey(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const name of ["id", "key", "network"]) if (typeof item[name] === "string") return item[name];
  }
  return String(index);
}

function entries(value: unknown): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [itemKey(item, index), item]);
  if (isRecord(value)) return Object.entries(value);
  return [];
}

function isTranslatable(key: string, value: string, path: readonly string[], omissions: readonly Omission[]) {
  return !untranslatedKeys.has(key) && !untranslatedValue.test(value) && !omitted(path, omissions);
}

export function extractMessages(data: unknown, omissions: readonly Omission[] = [], path: string[] = []): Messages {
  const messages: Messages = {};
  for (const [key, value] of entries(data)) {
    const childPath = [...path, key];
    if (typeof value === "string") {
      if (isTranslatable(key, value, childPath, omissions)) messages[key] = value;
    } else if (!untranslatedKeys.has(key) && !omitted(childPath, omissions)) {
      const child = extractMessages(value, omissions, childPath);
      if (Object.keys(child).length > 0) messages[key] = child;
    }
  }
  return messages;
}

export type OverlayOptions = {
  omissions?: readonly Omission[];
  localizeHref?: (href: string) => string;
};

function overlayValue(
  value: unknown,
  key: string,
  translation: Messages | string | undefined,
  path: string[],
  options: OverlayOptions,
): unknown {
  if (typeof value === "string") {
    if ((key === "href" || path.includes("alsoCurrentFor")) && value.startsWith("/") && options.localizeHref)
      return options.localizeHref(value);
    if (typeof translation === "string" && isTranslatable(key, value, path, options.omissions ?? []))
      return translation;
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemName = itemKey(item, index);
      const child = isRecord(translation) ? translation[itemName] : undefined;
      return overlayValue(item, key, child, [...path, itemName], options);
    });
  }
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([childKey, child]) => [
        childKey,
        overlayValue(
          child,
          childKey,
          isRecord(translation) ? translation[childKey] : undefined,
          [...path, childKey],
          options,
        ),
      ]),
    );
  }
  return value;
}

/** A string the catalog lacks would stay English; the build checks that none does. */
export function overlay<T>(source: T, messages: Messages | undefined, options: OverlayOptions = {}): T {
  return overlayValue(source, "", messages, [], options) as T;
}

export function catalogProblems(english: Messages, translation: unknown, where: string, path: string[] = []): string[] {
  const name = (key: string) => [...path, key].join(".");
  if (!isRecord(translation)) return [`${where}: ${path.join(".") || "(root)"} must be an object of messages`];
  const problems: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const target = translation[key];
    if (target === undefined) {
      problems.push(`${where}: missing ${name(key)}`);
    } else if (typeof source === "string") {
      if (typeof target !== "string") problems.push(`${where}: ${name(key)} must be a string`);
      else if (target.trim() === "") problems.push(`${where}: empty ${name(key)}`);
      else {
        const expected = placeholdersOf(source).join(", ");
        const found = placeholdersOf(target).join(", ");
        if (expected !== found)
          problems.push(`${where}: ${name(key)} has placeholders {${found}} where English has {${expected}}`);
      }
    } else {
      problems.push(...catalogProblems(source, target, where, [...path, key]));
    }
  }
  for (const key of Object.keys(translation))
    if (!Object.hasOwn(english, key)) problems.push(`${where}: extra ${name(key)}, not in English`);
  return problems;
}

export function catalogSize(messages: Messages): { keys: number; characters: number } {
  let keys = 0;
  let characters = 0;
  for (const value of Object.values(messages)) {
    if (typeof value === "string") {
      keys += 1;
      characters += value.length;
    } else {
      const child = catalogSize(value);
      keys += child.keys;
      characters += child.characters;
    }
  }
  return { keys, characters };
}
