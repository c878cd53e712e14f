import type { RoutePath } from "#app/lib/route-paths.ts";
import { defaultProductTab, parseProductTab, productTabKeys, type ProductTabKey } from "#app/content/products.ts";

/**
 * D15: each /products?tab=<key> has its own prerendered page (scripts/postbuild.ts), which the
 * server sends, so the tab is painted first with or without JavaScript.
 */
export const productsPath = "/products" satisfies RoutePath;

/** An underscore, like /blog/_unknown, as no route has one. */
export function productTabPagePath(key: ProductTabKey): string {
  return `${productsPath}/_tab/${key}`;
}

export const productTabPageKeys = productTabKeys.filter((key) => key !== defaultProductTab);

export function productTabPageFor(tab: string | null | undefined): string | undefined {
  const key = parseProductTab(tab);
  return key === defaultProductTab ? undefined : productTabPagePath(key);
}
