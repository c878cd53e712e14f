/** Every route again under each other language's prefix (D19); a copy's id is the English id + ".<code>". */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLanguage } from "#app/lib/i18n/language.ts";

function routeId(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
}

function inLanguage(entry: RouteConfigEntry, code: string): RouteConfigEntry {
  return {
    ...entry,
    index: undefined,
    path: entry.index || !entry.path ? code : `${code}/${entry.path}`,
    id: `${routeId(entry)}.${code}`,
    children: entry.children?.map((child) => inLanguage(child, code)),
  };
}

export function languageRoutes(table: readonly RouteConfigEntry[], codes: readonly string[]): RouteConfigEntry[] {
  return codes
    .filter((code) => code !== defaultLanguage)
    .flatMap((code) => table.map((entry) => inLanguage(entry, code)));
}

/** English ids have no dot. */
export function baseRouteId(id: string): string {
  const dot = id.lastIndexOf(".");
  return dot === -1 ? id : id.slice(0, dot);
}
