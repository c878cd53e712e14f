import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames, inlineIconNames, scriptIconNames } from "#app/content/icon-names.ts";
import { buildIconSprite, buildInlineIcons, inlineIconsPath, spritePath } from "#scripts/icon-sprite.ts";

describe("icon sprite", () => {
  it("is in step with the icon registry (run `npm run icons` after editing icon-names.ts)", () => {
    expect(readFileSync(spritePath, "utf8")).toBe(buildIconSprite());
    expect(readFileSync(inlineIconsPath, "utf8")).toBe(buildInlineIcons());
  });

  it("draws the first-screen icons inline, and only those, under their own ids", () => {
    const inline = buildInlineIcons();
    for (const name of [...inlineIconNames, ...scriptIconNames]) {
      expect(inline).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24">`);
      expect(buildIconSprite()).not.toContain(`<symbol id="${name}"`);
    }
    // Paths merged into one: a relative moveto that started its own path ("m6 6 12 12") stays in place.
    expect(inline).toContain('<symbol id="icon-Menu" viewBox="0 0 24 24"><path d="M4 5h16M4 12h16M4 19h16"/></symbol>');
    expect(inline).toContain('<symbol id="icon-X" viewBox="0 0 24 24"><path d="M18 6 6 18M6 6l12 12"/></symbol>');
  });

  it("has one symbol per registered icon, with lucide's shapes", () => {
    const sprite = buildIconSprite();
    for (const name of iconNames) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    expect(sprite).toMatch(/<symbol id="Check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/);
  });
});
