import type { RouteHandle } from "#app/root.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import type { Route } from "./+types/products";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { ProductTabs } from "./product-tabs.tsx";
import { ProductsHeroArt } from "./products-hero-art.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["products"], "/products");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** The tabs need React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export default function Products() {
  const products = useContent("products");
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
