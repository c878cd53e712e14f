import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appIcons, appManifest, renderIcon } from "#scripts/lib/app-manifest.ts";
import { themeColours } from "#app/contracts/network.ts";

/** The pixels of a PNG, four bytes each. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("the web app manifest", () => {
  const manifest = appManifest({ code: "fr", dir: "ltr", tagline: "Une banque rapide" }, "Sankofa");

  it("starts in the visitor's language, within the site, as a standalone app", () => {
    expect(manifest).toMatchObject({
      id: "/",
      name: "Sankofa",
      lang: "fr",
      start_url: "/fr",
      scope: "/",
      display: "standalone",
    });
    expect(appManifest({ code: "en", dir: "ltr", tagline: "Fast" }, "Sankofa").start_url).toBe("/");
  });

  it("gives both themes' colours", () => {
    expect(manifest.theme_color).toBe(themeColours.light.theme);
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toBe(themeColours.dark.theme);
  });

  it("has 192 and 512 pixel icons, one of them maskable, each drawn at its stated size", async () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const { size, purpose } of appIcons) {
      const { width, height } = await pixelsOf(renderIcon(size, purpose));
      expect([width, height]).toEqual([size, size]);
    }
  });

  it("keeps the maskable icon's mark inside the safe zone, on a background that fills the square", async () => {
    const { data, width } = await pixelsOf(renderIcon(512, "maskable"));
    const pixel = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    const background = pixel(0, 0);
    expect(background[3]).toBe(255);
    const safeRadius = 0.4 * width;
    let markPixels = 0;
    let outside = 0;
    for (let y = 0; y < width; y += 1)
      for (let x = 0; x < width; x += 1) {
        const differs = pixel(x, y).some((channel, index) => Math.abs(channel - background[index]!) > 8);
        if (!differs) continue;
        markPixels += 1;
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) > safeRadius) outside += 1;
      }
    expect(markPixels).toBeGreaterThan(1000);
    expect(outside).toBe(0);
  });
});
