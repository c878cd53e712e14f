import { describe, expect, it } from "vitest";
import { prerenderedPath } from "#app/lib/route-paths.ts";

describe("prerenderedPath", () => {
  it("drops the trailing slash a prerendered match reports, but keeps the home page's", () => {
    expect(prerenderedPath("/open-account/")).toBe("/open-account");
    expect(prerenderedPath("/support/help-center")).toBe("/support/help-center");
    expect(prerenderedPath("/")).toBe("/");
  });
});
