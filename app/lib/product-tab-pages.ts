import type { RoutePath } from "#app/lib/route-paths.ts";
import { defaultProductTab, parseProductTab, productTabKeys, type ProductTabKey } from "#app/content/products.ts";

/**
 * D15: /products?tab=<key> is sent as its own prerendered page, so the requested tab is painted
 * first with or without JavaScript, while the address (and the canonical, /products) stay as they
 * are. scripts/postbuild.ts renders one page per tab other than the default; the server picks it.
 */
export const productsPath = "/products" satisfies RoutePath;

/** Where the build keeps the page of one tab; an underscore, like /blog/_unknown, as no route has one. */
export function productTabPagePath(key: ProductTabKey): string {
  return `${productsPath}/_tab/${key}`;
}

/** The tabs that get a page of their own: all but the default, which /products itself shows. */
export const productTabPageKeys = productTabKeys.filter((key) => key !== defaultProductTab);

/** The page to send for a `tab` query value, or undefined when /products itself is the answer. */
export function productTabPageFor(tab: string | null | undefined): string | undefined {
  const key = parseProductTab(tab);
  return key === defaultProductTab ? undefined : productTabPagePath(key);
}
