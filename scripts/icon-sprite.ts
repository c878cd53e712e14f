/**
 * `npm run icons`: draws every icon of app/components/icon-names.ts into one SVG sprite, and the few
 * inline icons into app/components/inline-icons.ts, from lucide-react's own icon data, so the
 * drawings and the names can never disagree about a shape. Stroke and fill come from the `.icon`
 * rule in app.css, so a page can colour or fill an icon.
 */
import { writeFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { iconNames, inlineIconNames } from "#app/components/icon-names.ts";

export const spritePath = new URL("../app/assets/icons/lucide-sprite.svg", import.meta.url);
export const inlineIconsPath = new URL("../app/components/inline-icons.ts", import.meta.url);

function symbols(names: readonly (keyof typeof icons)[], idPrefix: string): string {
  const byName: Record<string, ComponentType> = icons;
  return names
    .map((name) => {
      const markup = renderToStaticMarkup(createElement(byName[name]!));
      const shapes = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="${idPrefix}${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    })
    .join("");
}

export function buildIconSprite(names: readonly (keyof typeof icons)[] = iconNames): string {
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- lucide (ISC licence), drawn by scripts/icon-sprite.ts -->${symbols(names, "")}</svg>\n`;
}

/** The inline icons' symbols as a module (formatted as Prettier would), ids prefixed with "icon-". */
export function buildInlineIcons(names: readonly (keyof typeof icons)[] = inlineIconNames): string {
  return [
    "// Drawn by `npm run icons` (scripts/icon-sprite.ts) from lucide-react (ISC licence): do not edit.",
    "export const inlineIconSymbols =",
    `  '${symbols(names, "icon-")}';`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  writeFileSync(spritePath, buildIconSprite());
  writeFileSync(inlineIconsPath, buildInlineIcons());
  console.log(
    `icons: ${iconNames.length} icons written to app/assets/icons/lucide-sprite.svg, ${inlineIconNames.length} to app/components/inline-icons.ts`,
  );
}
