import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "#app/content/icon-names.ts";
import { buildIconSprite, spritePath } from "../../scripts/icon-sprite.ts";

describe("icon sprite", () => {
  it("is in step with the icon registry (run `npm run icons` after editing icon-names.ts)", () => {
    expect(readFileSync(spritePath, "utf8")).toBe(buildIconSprite());
  });

  it("has one symbol per registered icon, with lucide's shapes", () => {
    const sprite = buildIconSprite();
    for (const name of iconNames) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    expect(sprite).toMatch(/<symbol id="Check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/);
  });
});
