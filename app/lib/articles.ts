/**
 * Article addresses and the fields every listing of articles shows. Plain data and tiny helpers,
 * shared by the pages, the build scripts, react-router.config.ts and the server; the Markdown
 * loading itself is in articles.server.ts.
 */
import { fill, formatNumber } from "#app/lib/i18n/template.ts";
import type { RoutePattern } from "#app/lib/route-paths.ts";

/** The route table's article route: renaming it in app/routes.ts makes this line a type error. */
const articleRoute = "/blog/:slug" satisfies RoutePattern;

/**
 * An article's address. Slugs are kebab-case (the content check makes sure), so nothing needs
 * encoding, and React Router's href(), with its encoder, stays out of the browser bundles.
 */
export function articlePath(slug: string): string {
  return articleRoute.replace(":slug", slug);
}

/**
 * Prerendered once as the page for an article slug that does not exist: the server sends it, with
 * status 200, for any unknown /blog/<slug> (D5). Slugs are kebab-case, so no article can take it.
 */
// Pure calls: a browser bundle that shares a chunk with this module drops what it does not use.
export const unknownArticlePath = /* @__PURE__ */ articlePath("_unknown");

function parentFolder(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

/** The folder that holds every article's address: "/blog". */
export const articlesFolder = /* @__PURE__ */ parentFolder(unknownArticlePath);

/** What a card or a feed entry needs of an article: everything but its body. */
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

/** "8 min read": the spec's read-time text, from the page's "{minutes} min read" template. */
export function readTimeLabel(minutes: number, template: string, locale: string): string {
  return fill(template, { minutes: formatNumber(minutes, locale) });
}
