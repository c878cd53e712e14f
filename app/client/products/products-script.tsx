/**
 * The products page's script: React hydrates its one island, the product tabs, from the props
 * beside it (docs/decisions/014). Nothing else of the page is React's.
 */
import { hydrateIsland } from "#app/client/islands.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import { ProductTabs } from "#app/routes/products/product-tabs.tsx";

hydrateIsland(islandNames.productTabs, ProductTabs);
