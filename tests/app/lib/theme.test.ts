import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveTheme, themeScript, toggledTheme } from "#app/lib/theme.ts";

describe("resolveTheme", () => {
  it("prefers the saved choice", () => {
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });
  it("falls back to the system preference for a missing or unknown value", () => {
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme("purple", false)).toBe("light");
  });
  it("toggles between the two themes", () => {
    expect(toggledTheme("light")).toBe("dark");
    expect(toggledTheme("dark")).toBe("light");
  });
});

/** Runs the exact text the page embeds in its <head>, against a stubbed browser. */
function runInlineScript(saved: string | null, prefersDark: boolean, storageThrows = false) {
  const root = { dataset: {} as Record<string, string> };
  vi.stubGlobal("document", { documentElement: root });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("blocked");
      return key === "sankofa-theme" ? saved : null;
    },
  });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && prefersDark,
  }));
  new Function(themeScript("sankofa-theme"))();
  return root.dataset.theme;
}

describe("the inline theme script", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies the saved theme, else the system's, and survives blocked storage", () => {
    expect(runInlineScript("dark", false)).toBe("dark");
    expect(runInlineScript("light", true)).toBe("light");
    expect(runInlineScript(null, true)).toBe("dark");
    expect(runInlineScript("nonsense", false)).toBe("light");
    expect(runInlineScript("light", true, true)).toBe("dark");
  });
});
