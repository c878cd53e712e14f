/** React hydrates the products page's one island and nothing else of it (docs/decisions/014). */
import { hydrateIsland } from "#app/client/islands.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import { ProductTabs } from "#app/routes/products/product-tabs.tsx";

hydrateIsland(islandNames.productTabs, ProductTabs);
