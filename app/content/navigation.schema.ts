/** Build-time schema of the header and footer navigation in app/content/navigation.ts. */
import { z } from "zod";

export const navLinkSchema = z.object({ label: z.string().min(1), href: z.string().startsWith("/") });
export type NavLink = z.infer<typeof navLinkSchema>;

export const primaryNavItemSchema = navLinkSchema.extend({
  /** Other sections that belong to this one, e.g. articles (/blog) under Resources. */
  alsoCurrentFor: z.array(z.string().startsWith("/")).optional(),
});
export type PrimaryNavItem = z.infer<typeof primaryNavItemSchema>;

export const primaryNavigationSchema = z.array(primaryNavItemSchema);

export const footerNavigationSchema = z.object({
  callToAction: z.object({ heading: z.string(), text: z.string(), action: navLinkSchema }),
  products: z.array(navLinkSchema),
  support: z.array(navLinkSchema),
  legal: z.array(navLinkSchema),
});
export type FooterNavigation = z.infer<typeof footerNavigationSchema>;

/** The module as a whole: both exports of app/content/navigation.ts. */
export const navigationSchema = z.object({
  primaryNavigation: primaryNavigationSchema,
  footerNavigation: footerNavigationSchema,
});
