import { useLocation } from "react-router";
import productsScriptUrl from "#app/client/products/products-script.tsx?worker&url";
import { islandNames } from "#app/contracts/islands.ts";
import { Island } from "#app/components/island.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import type { Route } from "./+types/products";
import { parseProductTab } from "#app/content/products.ts";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { ProductTabs } from "#app/routes/products/product-tabs.tsx";
import { ProductsHeroArt } from "#app/routes/products/products-hero-art.tsx";
import { AfterPaint } from "#app/components/after-paint.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["products"], "/products");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

export default function Products() {
  const products = useContent("products");
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
      <Island
        name={islandNames.productTabs}
        component={ProductTabs}
        props={{ tabs: products.tabs, tabsLabel: products.tabsLabel, initialTab }}
      />
      {/* React runs only the tabs, hydrated by this script (docs/decisions/014). */}
      <AfterPaint>
        <script src={productsScriptUrl} />
      </AfterPaint>
    </>
  );
}
