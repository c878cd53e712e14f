import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { staticPage as page } from "./static-page.ts";

const files = new Map([
  ["/blog/real-article", page("real article")],
  ["/blog/_unknown", page("default article")],
  ["/blog", page("blog")],
  ["/404", page("not found")],
]);
const app = createApp({
  files,
  fallbacks: [{ folder: "/blog", document: "/blog/_unknown" }],
  allowedHosts: ["localhost"],
});

async function answer(path: string) {
  const response = await app.request(path);
  return { status: response.status, text: await response.text() };
}

describe("fallback documents (D5: an unknown article slug shows the default article)", () => {
  it("answers an unknown path directly in the folder with the fallback, status 200", async () => {
    expect(await answer("/blog/no-such-article")).toEqual({ status: 200, text: "default article" });
    expect(await answer("/blog/%E2%9C%93")).toEqual({ status: 200, text: "default article" });
  });

  it("still serves the pages that exist, the folder itself among them", async () => {
    expect(await answer("/blog/real-article")).toEqual({ status: 200, text: "real article" });
    expect(await answer("/blog")).toEqual({ status: 200, text: "blog" });
  });

  it("keeps real 404s deeper down, in other folders and for an empty last segment", async () => {
    expect(await answer("/blog/a/b")).toEqual({ status: 404, text: "not found" });
    expect(await answer("/blogs/a")).toEqual({ status: 404, text: "not found" });
    expect(await answer("/other/a")).toEqual({ status: 404, text: "not found" });
    expect((await app.request("/blog/", { redirect: "manual" })).status).toBe(301);
  });

  it("falls back to the not-found page when the fallback document was not built", async () => {
    const withoutFallback = createApp({
      files: new Map([["/404", page("not found")]]),
      fallbacks: [{ folder: "/blog", document: "/blog/_unknown" }],
      allowedHosts: ["localhost"],
    });
    expect((await withoutFallback.request("/blog/anything")).status).toBe(404);
  });
});
