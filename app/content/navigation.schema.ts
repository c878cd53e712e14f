import { z } from "zod";
import { routeHrefSchema, routePathSchema } from "#app/content/link.schema.ts";

export const navLinkSchema = z.object({ label: z.string().min(1), href: routeHrefSchema });
export type NavLink = z.infer<typeof navLinkSchema>;

export const primaryNavItemSchema = navLinkSchema.extend({
  /** Other sections that belong to this one, e.g. articles (/blog) under Resources. */
  alsoCurrentFor: z.array(routePathSchema).optional(),
});
export type PrimaryNavItem = z.infer<typeof primaryNavItemSchema>;

export const primaryNavigationSchema = z.array(primaryNavItemSchema);

export const headerActionsSchema = z.object({ home: navLinkSchema, login: navLinkSchema, openAccount: navLinkSchema });
export type HeaderActions = z.infer<typeof headerActionsSchema>;

export const footerNavigationSchema = z.object({
  callToAction: z.object({ heading: z.string(), text: z.string(), action: navLinkSchema }),
  products: z.array(navLinkSchema),
  support: z.array(navLinkSchema),
  legal: z.array(navLinkSchema),
});
export type FooterNavigation = z.infer<typeof footerNavigationSchema>;

export const navigationSchema = z.object({
  primaryNavigation: primaryNavigationSchema,
  headerActions: headerActionsSchema,
  footerNavigation: footerNavigationSchema,
});
