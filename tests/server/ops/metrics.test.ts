import { describe, expect, it } from "vitest";
import { failureCause, routeGroupOf } from "#server/ops/metrics.ts";
import { requestIdFor } from "#server/ops/request-context.ts";

describe("metric labels", () => {
  it.each([
    ["/", "page"],
    ["/fr/blog/some-article-slug", "page"],
    ["/assets/app-vYoVoOq9.css", "asset"],
    ["/social/sankofa.png", "file"],
    ["/sitemap.xml", "file"],
    ["/api/contact", "api"],
    ["/api/anything-new", "api"],
    ["/healthz", "probe"],
    ["/readyz", "probe"],
  ])("puts %s in the %s group", (path, group) => {
    expect(routeGroupOf(path)).toBe(group);
  });

  it.each([
    ["timed out", "timeout"],
    ["network error ECONNREFUSED", "network"],
    ["network error", "network"],
    ["HTTP 500", "http-status"],
    ["answer is not JSON", "not-json"],
    ['answer status "error"', "refused-by-script"],
    ["redirect to unexpected host 127.0.0.2:9", "redirect"],
    ["redirect 307 refused", "redirect"],
    ["too many redirects", "redirect"],
    ["answer too large", "too-large"],
    ["something new", "other"],
  ])("files the delivery failure %j under %s", (error, cause) => {
    expect(failureCause(error)).toBe(cause);
  });
});

describe("request ids", () => {
  it("takes a well-formed id from a trusted proxy only", () => {
    expect(requestIdFor("0b6e1c1e-proxy-id", true)).toBe("0b6e1c1e-proxy-id");
    expect(requestIdFor("0b6e1c1e-proxy-id", false)).not.toBe("0b6e1c1e-proxy-id");
    for (const bad of ["short", "a".repeat(129), "has space in it", 'quote"inside'])
      expect(requestIdFor(bad, true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
