/**
 * `npm run icons`: draws every icon of app/content/icon-names.ts into one SVG sprite, from
 * lucide-react's own icon data, so the sprite and the names can never disagree about a shape.
 * Stroke and fill come from the `.icon` rule in app.css, so a page can colour or fill an icon.
 */
import { writeFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { iconNames } from "#app/content/icon-names.ts";

export const spritePath = new URL("../app/assets/icons/lucide-sprite.svg", import.meta.url);

export function buildIconSprite(names: readonly (keyof typeof icons)[] = iconNames): string {
  const byName: Record<string, ComponentType> = icons;
  const symbols = names.map((name) => {
    const markup = renderToStaticMarkup(createElement(byName[name]!));
    const shapes = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- lucide (ISC licence), drawn by scripts/icon-sprite.ts -->${symbols.join("")}</svg>\n`;
}

if (import.meta.main) {
  writeFileSync(spritePath, buildIconSprite());
  console.log(`icons: ${iconNames.length} icons written to app/assets/icons/lucide-sprite.svg`);
}
