/** Links in Markdown are text no type check sees: the build checks each against the route table. */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { articlePath } from "#app/lib/articles.ts";
import { staticPagePaths } from "./discovery.ts";

export type MarkdownSource = { path: string; markdown: string };

/** `[text](/path?query#fragment)` → "/path". */
function internalLinkPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s?#]*)/g)].map((match) => match[1]!);
}

export function staleMarkdownLinks(
  sources: readonly MarkdownSource[],
  routes: readonly RouteConfigEntry[],
  articleSlugs: readonly string[],
): string[] {
  const pages = new Set([...staticPagePaths(routes), ...articleSlugs.map(articlePath)]);
  return sources.flatMap(({ path, markdown }) =>
    internalLinkPaths(markdown)
      .filter((link) => !pages.has(link))
      .map((link) => `${path}: link to ${link}, which is no page of app/routes.ts`),
  );
}
