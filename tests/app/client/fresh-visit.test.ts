import { afterEach, describe, expect, it, vi } from "vitest";
import { freshVisitScript } from "#app/client/fresh-visit.ts";
import { pageDom } from "#app/contracts/page.ts";

const { freshVisitAttribute } = pageDom;

/** Runs the exact text the page embeds in its <head>, against a stubbed browser; returns the attributes it set. */
function runInlineScript(type: NavigationTimingType | undefined, hash = ""): string[] {
  const set: string[] = [];
  vi.stubGlobal("document", { documentElement: { setAttribute: (name: string) => set.push(name) } });
  vi.stubGlobal("location", { hash });
  vi.stubGlobal("performance", {
    getEntriesByType: (entryType: string) => (entryType === "navigation" && type ? [{ type }] : []),
  });
  new Function(freshVisitScript())();
  return set;
}

describe("the inline fresh-visit script", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks an arrival by a link or a typed address at the top of a page", () => {
    expect(runInlineScript("navigate")).toEqual([freshVisitAttribute]);
  });

  it("leaves a reload, a return and an arrival at a #fragment unmarked, as a browser without navigation timing", () => {
    expect(runInlineScript("reload")).toEqual([]);
    expect(runInlineScript("back_forward")).toEqual([]);
    expect(runInlineScript("navigate", "#openings")).toEqual([]);
    expect(runInlineScript(undefined)).toEqual([]);
  });
});
