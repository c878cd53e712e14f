/**
 * The types of every internal address, derived from the route table (app/routes.ts) by React
 * Router's type generation. A link, a canonical or a page key written as one of these names a
 * real route: change a path in app/routes.ts and `npm run typecheck` names every stale use
 * (docs/decisions/009-one-source-per-fact.md). An address with parameters is built by a helper
 * whose pattern `satisfies RoutePattern`, such as articlePath() in articles.ts.
 */
import type { href, Register } from "react-router";

/** Every route pattern of the table, such as "/about" or "/blog/:slug". */
export type RoutePattern = Parameters<typeof href>[0];

/** A route with one fixed address: no parameter and no catch-all. */
export type RoutePath = {
  [P in RoutePattern]: P extends `${string}:${string}` | `${string}*` ? never : P;
}[RoutePattern];

/** A link to such a route, optionally with a query or a fragment. */
export type RouteHref = RoutePath | `${RoutePath}?${string}` | `${RoutePath}#${string}`;

type RouteFiles = Register["routeFiles"];

/**
 * The route ids (given in app/routes.ts) of the routes one module renders, in English: the other
 * languages' copies are the same ids with ".<code>" (app/lib/i18n/language-routes.ts).
 */
export type RouteIdOf<File extends keyof RouteFiles> = Exclude<RouteFiles[File]["id"], `${string}.${string}`>;

/** The paths of the routes one module renders, every language's. */
export type RoutePathOf<File extends keyof RouteFiles> = RouteFiles[File]["page"];

/**
 * The path a static route was prerendered at, as its match reports it ("/open-account/" during
 * prerendering), written the canonical way, without a trailing slash.
 */
export function prerenderedPath(matchPathname: string): string {
  return matchPathname.length > 1 ? matchPathname.replace(/\/+$/, "") : matchPathname;
}

/**
 * Prerendered once as the not-found page; the server sends it, with status 404, for any path that
 * is not a route (D10). It is not in the route table, so sitemaps and links never name it.
 */
export const notFoundPath = "/404";

/** The page a phone without a network shows for a page it has not saved (docs/decisions/024). */
export const offlinePath = "/offline" satisfies RoutePath;
