/**
 * The web app manifest, one per language (issue 25, D26): the brand's name, its tagline in the
 * language, a start URL in that language, colours for both themes and icons drawn from the favicon
 * (a maskable one with the mark inside the safe zone, a circle of 40% of the size).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { manifestPath, themeColours } from "#app/contracts/network.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";

const favicon = readFileSync(new URL("../../app/assets/favicon.svg", import.meta.url), "utf8");
const brandGreen = /fill="(#[0-9a-f]{6})"/.exec(favicon)?.[1] ?? themeColours.light.theme;
/** The mark alone: the favicon without its rounded square. */
const mark = favicon
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect[^>]*\/>/, "");

/** Where the mark sits in a maskable icon: scaled about the centre, so its farthest point stays well inside. */
export const maskableMarkScale = 0.8;

export const appIcons = [
  { file: "/icons/icon-192.png", size: 192, purpose: "any" },
  { file: "/icons/icon-512.png", size: 512, purpose: "any" },
  { file: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

function iconSvg(purpose: "any" | "maskable"): string {
  if (purpose === "any") return favicon;
  const offset = 16 * (1 - maskableMarkScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brandGreen}"/><g transform="translate(${offset} ${offset}) scale(${maskableMarkScale})">${mark}</g></svg>`;
}

export function renderIcon(size: number, purpose: "any" | "maskable"): Buffer {
  return new Resvg(iconSvg(purpose), { fitTo: { mode: "width", value: size } }).render().asPng();
}

export type LanguageOfManifest = { code: string; dir: string; tagline: string };

export function appManifest({ code, dir, tagline }: LanguageOfManifest, name: string) {
  return {
    id: "/",
    name,
    short_name: name,
    description: tagline,
    lang: code,
    dir,
    start_url: localizeHref("/", code),
    scope: "/",
    display: "standalone",
    theme_color: themeColours.light.theme,
    background_color: themeColours.light.background,
    // The dark theme's colours, where the browser reads them (a proposal Chromium follows).
    user_preferences: {
      color_scheme_dark: { theme_color: themeColours.dark.theme, background_color: themeColours.dark.background },
    },
    icons: appIcons.map(({ file, size, purpose }) => ({
      src: file,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}

/** Writes the icons and each language's manifest into the client build; returns the files written. */
export function writeAppManifests(
  clientDirectory: string,
  languages: readonly LanguageOfManifest[],
  name: string,
): string[] {
  const written: string[] = [];
  for (const { file, size, purpose } of appIcons) {
    const path = join(clientDirectory, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, renderIcon(size, purpose));
    written.push(path);
  }
  for (const language of languages) {
    const path = join(clientDirectory, localizeHref(manifestPath, language.code));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(appManifest(language, name), null, 2)}\n`);
    written.push(path);
  }
  return written;
}
