/** Article addresses and card fields, light enough for any bundle; the loading is in articles.server.ts. */
import { fill, formatNumber } from "#app/lib/i18n/template.ts";
import type { RoutePattern } from "#app/lib/route-paths.ts";

const articleRoute = "/blog/:slug" satisfies RoutePattern;

/** Slugs are kebab-case, so nothing needs encoding and href()'s encoder stays out of the bundles. */
export function articlePath(slug: string): string {
  return articleRoute.replace(":slug", slug);
}

/** Prerendered once; the server sends it for any unknown slug (D5). No kebab-case slug can take it. */
// Pure calls: a browser bundle that shares a chunk with this module drops what it does not use.
export const unknownArticlePath = /* @__PURE__ */ articlePath("_unknown");

function parentFolder(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

export const articlesFolder = /* @__PURE__ */ parentFolder(unknownArticlePath);

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, such as 2024-01-15. */
  publishedDate: string;
  /** Minutes. */
  readTime: number;
  featured: boolean;
};

export function readTimeLabel(minutes: number, template: string, locale: string): string {
  return fill(template, { minutes: formatNumber(minutes, locale) });
}
