import { describe, expect, it } from "vitest";
import { revealDelay, revealObserverOptions } from "#app/client/site/reveal.ts";

describe("scroll reveal constants (spec section 9)", () => {
  it("observes at 10% visibility with a 100 px bottom margin", () => {
    expect(revealObserverOptions.threshold).toBe(0.1);
    expect(revealObserverOptions.rootMargin).toBe("0px 0px -100px 0px");
  });
  it("staggers blocks revealed together by 150 ms", () => {
    expect([0, 1, 2, 3].map(revealDelay)).toEqual([0, 150, 300, 450]);
    expect(revealDelay(-1)).toBe(0);
  });
});
