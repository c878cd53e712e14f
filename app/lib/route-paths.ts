/**
 * Every internal address as a type, from the route table by React Router's typegen: change a path
 * in app/routes.ts and `npm run typecheck` names every stale use (docs/decisions/009).
 */
import type { href, Register } from "react-router";

export type RoutePattern = Parameters<typeof href>[0];

export type RoutePath = {
  [P in RoutePattern]: P extends `${string}:${string}` | `${string}*` ? never : P;
}[RoutePattern];

export type RouteHref = RoutePath | `${RoutePath}?${string}` | `${RoutePath}#${string}`;

type RouteFiles = Register["routeFiles"];

/** English ids only: other languages' copies add ".<code>" (app/lib/i18n/language-routes.ts). */
export type RouteIdOf<File extends keyof RouteFiles> = Exclude<RouteFiles[File]["id"], `${string}.${string}`>;

export type RoutePathOf<File extends keyof RouteFiles> = RouteFiles[File]["page"];

/** Prerendering reports "/open-account/"; the canonical has no trailing slash. */
export function prerenderedPath(matchPathname: string): string {
  return matchPathname.length > 1 ? matchPathname.replace(/\/+$/, "") : matchPathname;
}

/** Prerendered once, outside the route table; the server sends it, with 404, for any unknown path (D10). */
export const notFoundPath = "/404";

/** The page a phone without a network shows for a page it has not saved (docs/decisions/024). */
export const offlinePath = "/offline" satisfies RoutePath;
