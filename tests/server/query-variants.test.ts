import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { staticPage as page } from "./static-page.ts";
import { productsPath, productTabPageFor, productTabPagePath } from "#app/lib/product-tab-pages.ts";

const files = new Map([
  [productsPath, page("individuals")],
  [productTabPagePath("businesses"), page("businesses")],
  [productTabPagePath("diaspora"), page("diaspora")],
  [productTabPagePath("aggregators"), page("referrals")],
  ["/404", page("not found")],
]);
const app = createApp({
  files,
  allowedHosts: ["localhost"],
  queryVariants: [{ path: productsPath, param: "tab", document: productTabPageFor }],
});

async function answer(path: string) {
  const response = await app.request(path);
  return { status: response.status, text: await response.text() };
}

describe("/products?tab= answers with the requested tab's own page (D15)", () => {
  it("sends each tab's page, the referrals alias included", async () => {
    expect(await answer("/products?tab=businesses")).toEqual({ status: 200, text: "businesses" });
    expect(await answer("/products?tab=diaspora")).toEqual({ status: 200, text: "diaspora" });
    expect(await answer("/products?tab=aggregators")).toEqual({ status: 200, text: "referrals" });
    expect(await answer("/products?tab=referrals")).toEqual({ status: 200, text: "referrals" });
    expect(await answer("/products?tab=Businesses&utm_source=x")).toEqual({ status: 200, text: "businesses" });
  });

  it("sends /products itself for Individuals, no tab and unknown values", async () => {
    for (const address of ["/products", "/products?tab=individuals", "/products?tab=savings-bonds", "/products?tab="])
      expect(await answer(address)).toEqual({ status: 200, text: "individuals" });
  });

  it("keeps the tab pages off their own addresses", async () => {
    expect(await answer(productTabPagePath("businesses"))).toEqual({ status: 404, text: "not found" });
  });

  it("falls back to /products when a tab's page was not built", async () => {
    const withoutVariants = createApp({
      files: new Map([[productsPath, page("individuals")]]),
      allowedHosts: ["localhost"],
      queryVariants: [{ path: productsPath, param: "tab", document: productTabPageFor }],
    });
    expect(await (await withoutVariants.request("/products?tab=businesses")).text()).toBe("individuals");
  });
});
