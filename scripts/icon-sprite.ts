/** `npm run icons`: the sprite and the inline icons from lucide-react's own data, so drawings and names agree. */
import { writeFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "lucide-react";
import { iconNames, inlineIconNames, scriptIconNames } from "#app/content/icon-names.ts";

export const spritePath = new URL("../app/assets/icons/lucide-sprite.svg", import.meta.url);
export const inlineIconsPath = new URL("../app/components/inline-icons.ts", import.meta.url);

function shapesOf(name: keyof typeof icons): string {
  const byName: Record<string, ComponentType> = icons;
  const markup = renderToStaticMarkup(createElement(byName[name]!));
  return markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
}

/** Safe after another path: a leading moveto, read as absolute, is written so; its extra pairs stay relative linetos. */
function standalonePathData(d: string): string {
  return d.replace(/^m(-?[\d.]+)[\s,]*(-?[\d.]+)\s*(?=[-\d.])/, "M$1 $2l").replace(/^m/, "M");
}

/** Coordinates to a tenth of a unit: a 24-unit icon drawn at 24 px moves by 0.05 px at most. */
function toTenths(d: string): string {
  return d.replace(/-?\d*\.\d{2,}/g, (number, offset: number) => {
    const rounded = String(Math.round(Number(number) * 10) / 10).replace(/^(-?)0\./, "$1.");
    // ".4" then "0" would read as ".40": a number that no longer starts with "-" after a digit needs a space.
    return rounded.startsWith("-") || !/[\d.]/.test(d[offset - 1] ?? "") ? rounded : ` ${rounded}`;
  });
}

/** Fewer bytes for icons inlined in every page: coordinates to a tenth, one path, empty elements self-closed. */
function compactShapes(shapes: string): string {
  const paths = [...shapes.matchAll(/<path d="([^"]+)"><\/path>/g)].map(([, d]) => toTenths(standalonePathData(d!)));
  const others = shapes
    .replace(/<path d="[^"]+"><\/path>/g, "")
    .replace(/><\/(circle|rect|line|polyline|ellipse)>/g, "/>");
  return `${paths.length > 0 ? `<path d="${paths.join("")}"/>` : ""}${others}`;
}

function symbols(names: readonly (keyof typeof icons)[], idPrefix: string, compact = false): string {
  return names
    .map((name) => {
      const shapes = compact ? compactShapes(shapesOf(name)) : shapesOf(name);
      return `<symbol id="${idPrefix}${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    })
    .join("");
}

export function buildIconSprite(names: readonly (keyof typeof icons)[] = iconNames): string {
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- lucide (ISC licence), drawn by scripts/icon-sprite.ts -->${symbols(names, "")}</svg>\n`;
}

/** The inline icons' and the site script's, as a module formatted as Prettier would, ids prefixed "icon-". */
export function buildInlineIcons(): string {
  return [
    "// Drawn by `npm run icons` (scripts/icon-sprite.ts) from lucide-react (ISC licence): do not edit.",
    "export const inlineIconSymbols =",
    `  '${symbols(inlineIconNames, "icon-", true)}';`,
    "export const scriptIconSymbols =",
    `  '${symbols(scriptIconNames, "icon-", true)}';`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  writeFileSync(spritePath, buildIconSprite());
  writeFileSync(inlineIconsPath, buildInlineIcons());
  console.log(
    `icons: ${iconNames.length} icons written to app/assets/icons/lucide-sprite.svg, ${inlineIconNames.length + scriptIconNames.length} to app/components/inline-icons.ts`,
  );
}
