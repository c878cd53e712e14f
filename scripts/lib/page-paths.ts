import { readdirSync } from "node:fs";
import { relative } from "node:path";

export const clientDirectory = new URL("../../build/client/", import.meta.url).pathname;

/** Sorted; a products tab's page under the query address it is sent for (D15): its folder is no address. */
export function builtPagePaths(): string[] {
  return readdirSync(clientDirectory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(clientDirectory, entry.parentPath)}`.replace(/\/$/, "") || "/")
    .map((path) => path.replace(/^(.*)\/products\/_tab\/(.+)$/, "$1/products?tab=$2"))
    .toSorted();
}
