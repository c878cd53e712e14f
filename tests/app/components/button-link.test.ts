import { describe, expect, it } from "vitest";
import { buttonClass } from "#app/components/button-link.tsx";

describe("buttonClass: each variant owns its look", () => {
  it("gives every variant one border, at most one background and one text colour", () => {
    for (const variant of ["primary", "secondary", "ghost", "accent", "inverse"] as const) {
      const classes = buttonClass(variant).split(" ");
      expect(
        classes.filter((name) => /^border-(?!2$)/.test(name)),
        variant,
      ).toHaveLength(1);
      expect(classes.filter((name) => name.startsWith("bg-")).length, variant).toBeLessThanOrEqual(1);
      expect(
        classes.filter((name) => /^text-(?!base$|sm$)/.test(name)),
        variant,
      ).toHaveLength(1);
    }
  });

  it("takes layout classes", () => {
    expect(buttonClass("secondary", "mt-8 w-full self-start max-sm:hidden")).toMatch(
      / mt-8 w-full self-start max-sm:hidden$/,
    );
  });

  it("refuses classes that would fight the variant, whatever their prefix", () => {
    for (const conflict of [
      "border-transparent",
      "border-2",
      "bg-ink",
      "hover:bg-ink/90",
      "text-bg",
      "dark:text-ink",
      "px-4",
      "text-sm",
      "ring-2",
      "!bg-accent",
    ]) {
      expect(() => buttonClass("primary", `mt-4 ${conflict}`), conflict).toThrow(/would fight the primary button/);
    }
  });
});
