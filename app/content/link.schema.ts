/** Internal links in content: the type names a route of app/routes.ts; the build checks the shape. */
import { z } from "zod";
import type { RouteHref, RoutePath } from "#app/lib/route-paths.ts";

const isSitePath = (value: unknown) => typeof value === "string" && value.startsWith("/") && !value.startsWith("//");

export const routeHrefSchema = z.custom<RouteHref>(isSitePath, "must be a path of app/routes.ts, starting with /");
export const routePathSchema = z.custom<RoutePath>(isSitePath, "must be a path of app/routes.ts, starting with /");

export const linkSchema = z.strictObject({ label: z.string().trim().min(1), href: routeHrefSchema });
