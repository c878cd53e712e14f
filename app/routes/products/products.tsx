import type { RouteHandle } from "#app/root.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { products } from "#app/content/products.ts";
import { seo } from "#app/lib/seo.ts";
import { ProductTabs } from "./product-tabs.tsx";
import { ProductsHeroArt } from "./products-hero-art.tsx";

export function meta() {
  return seo(pageMeta("/products"));
}

/** The tabs need React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export default function Products() {
  return (
    <>
      <PageHero
        eyebrow={products.hero.eyebrow}
        title={products.hero.title}
        lead={products.hero.lead}
        art={<ProductsHeroArt />}
      />
      <ProductTabs />
    </>
  );
}
