import { readdirSync } from "node:fs";
import { relative } from "node:path";

export const clientDirectory = new URL("../../build/client/", import.meta.url).pathname;

/**
 * The address of every prerendered page of the build, sorted; a products tab's own page under the
 * query address it is sent for (D15, app/lib/product-tab-pages.ts), since its folder is not one.
 */
export function builtPagePaths(): string[] {
  return readdirSync(clientDirectory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(clientDirectory, entry.parentPath)}`.replace(/\/$/, "") || "/")
    .map((path) => path.replace(/^(.*)\/products\/_tab\/(.+)$/, "$1/products?tab=$2"))
    .toSorted();
}
