/** Social cards: satori draws the text as paths in the site's font, so every machine renders the same PNG. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { artPalette } from "#app/lib/art-palette.ts";
import type { CoverDesign } from "#app/lib/cover-design.ts";
import { socialCardSize } from "#app/lib/generated-images.ts";
import { site } from "#app/site.config.ts";
import { coverArtSvg, lightPaint } from "./cover-art.ts";

const require = createRequire(import.meta.url);

// satori reads TTF, OTF and WOFF, not WOFF2, and no variable fonts: hence the static package.
function manrope(weight: 600 | 800) {
  return {
    name: "Manrope",
    weight,
    style: "normal" as const,
    data: readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`)),
  };
}

const fonts = [manrope(600), manrope(800)];
const markDataUri = dataUri(readFileSync(new URL("../../app/assets/favicon.svg", import.meta.url), "utf8"));

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const colors = { paper: "#F7F5EF", ink: "#14201D", inkMuted: "#4B5B57", brand: "#0B5D4B", brandSoft: "#D8EDE6" };
/** The picture's panel on the right: wide enough for the cover's subject to read at thumbnail size. */
const pictureWidth = 480;

export type SocialCard = {
  eyebrow?: string;
  title: string;
  footer: string;
  cover?: CoverDesign;
  seed: string;
};

function picture(cover: CoverDesign | undefined, seed: string): ReactNode {
  const { height } = socialCardSize;
  if (cover) {
    const svg = coverArtSvg(cover, { width: pictureWidth, height, paint: lightPaint, seed });
    return h("img", { src: dataUri(svg), width: pictureWidth, height });
  }
  return h(
    "div",
    {
      style: {
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: pictureWidth,
        height,
        backgroundColor: artPalette.mint[0],
      },
    },
    h("img", { src: markDataUri, width: 240, height: 240 }),
  );
}

function layout({ eyebrow, title, footer, cover, seed }: SocialCard): ReactNode {
  return h(
    "div",
    { style: { display: "flex", width: "100%", height: "100%", backgroundColor: colors.paper, fontFamily: "Manrope" } },
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flex: 1,
          padding: "56px 64px",
          borderBottom: "14px solid #E8A33D",
        },
      },
      h(
        "div",
        { style: { display: "flex", alignItems: "center", gap: 16, fontSize: 40, fontWeight: 800, color: colors.ink } },
        h("img", { src: markDataUri, width: 60, height: 60 }),
        site.name,
      ),
      h(
        "div",
        { style: { display: "flex", flexDirection: "column", gap: 24 } },
        eyebrow
          ? h(
              "div",
              {
                style: {
                  display: "flex",
                  alignSelf: "flex-start",
                  padding: "8px 20px",
                  borderRadius: 999,
                  backgroundColor: colors.brandSoft,
                  color: colors.brand,
                  fontSize: 26,
                  fontWeight: 800,
                },
              },
              eyebrow,
            )
          : null,
        h(
          "div",
          { style: { fontSize: title.length > 60 ? 50 : 58, fontWeight: 800, lineHeight: 1.15, color: colors.ink } },
          title,
        ),
      ),
      h("div", { style: { fontSize: 26, fontWeight: 600, color: colors.inkMuted } }, footer),
    ),
    picture(cover, seed),
  );
}

export async function socialCardPng(card: SocialCard): Promise<Buffer> {
  const svg = await satori(layout(card), { ...socialCardSize, fonts });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: socialCardSize.width } }).render().asPng();
  // Flat colours survive a 256-colour palette unchanged to the eye, at a fraction of the bytes.
  return sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
