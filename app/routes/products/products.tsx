import { useLocation } from "react-router";
import productsScriptUrl from "#app/client/products/products-script.tsx?worker&url";
import { islandNames } from "#app/client/islands-dom.ts";
import { Island } from "#app/components/island.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { parseProductTab, products } from "#app/content/products.ts";
import { seo } from "#app/lib/seo.ts";
import { ProductTabs } from "./product-tabs.tsx";
import { ProductsHeroArt } from "./products-hero-art.tsx";
import { AfterPaint } from "#app/components/after-paint.tsx";

export function meta() {
  return seo(pageMeta("/products"));
}

export default function Products() {
  // The prerendered page of each tab (D15) is rendered at its own address, `?tab=` and all.
  const initialTab = parseProductTab(new URLSearchParams(useLocation().search).get("tab"));
  return (
    <>
      <PageHero
        eyebrow={products.hero.eyebrow}
        title={products.hero.title}
        lead={products.hero.lead}
        art={<ProductsHeroArt />}
      />
      <Island name={islandNames.productTabs} component={ProductTabs} props={{ tabs: products.tabs, initialTab }} />
      {/* React runs only the tabs, hydrated by this script (docs/decisions/014). */}
      <AfterPaint>
        <script src={productsScriptUrl} />
      </AfterPaint>
    </>
  );
}
