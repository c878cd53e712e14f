/**
 * Internal links written in Markdown (articles, legal documents) are plain text, so no type check
 * sees them: the build checks each against the route table instead, and a path that a change to
 * app/routes.ts left behind stops it with the file and the link.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { articlePath } from "#app/lib/articles.ts";
import { staticPagePaths } from "./discovery.ts";

export type MarkdownSource = { path: string; markdown: string };

/** `[text](/path?query#fragment)` → "/path". */
function internalLinkPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s?#]*)/g)].map((match) => match[1]!);
}

/** Every internal link of `sources` that is not a page of the route table or an article. */
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
