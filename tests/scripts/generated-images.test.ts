import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { authors } from "#app/content/authors.ts";
import { home } from "#app/content/home.ts";
import { portraitSeeds, portraitSvg } from "#scripts/lib/portraits.ts";
import { artPalette, artProperty, type ArtColor } from "#app/lib/art-palette.ts";
import { coverSize } from "#app/lib/generated-images.ts";
import { readArticles } from "#scripts/lib/article-files.ts";
import { coverArtSvg, lightPaint, themedPaint } from "#scripts/lib/cover-art.ts";
import { socialCardPng } from "#scripts/lib/social-card.ts";

const articles = await readArticles();
const { width, height } = coverSize;

function themedCover(article: (typeof articles)[number]): string {
  return coverArtSvg(article.cover, { width, height, paint: themedPaint, seed: article.slug, id: "cover" });
}

/** The subject's box in viewBox units, from the transform the drawing places it with. */
function subjectBox(svg: string) {
  const [, x, y, scale] = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">/.exec(svg)!.map(Number);
  return { left: x!, top: y!, right: x! + 400 * scale!, bottom: y! + 400 * scale! };
}

describe("cover art", () => {
  it("shows each article's own subject, and no two articles' covers alike", () => {
    const covers = articles.map(themedCover);
    articles.forEach((article, index) => {
      expect(covers[index], article.slug).toContain(`data-subject="${article.cover.subject}"`);
    });
    expect(new Set(covers).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.cover.subject)).size).toBe(articles.length);
  });

  it("is the same picture for the same design, and changes with the design", () => {
    const [article] = articles;
    expect(themedCover(article!)).toBe(themedCover(article!));
    const otherGround = article!.cover.ground === "mint" ? "cream" : "mint";
    expect(themedCover({ ...article!, cover: { ...article!.cover, ground: otherGround } })).not.toBe(
      themedCover(article!),
    );
  });

  it("keeps the subject centred and whole at every crop the site uses", () => {
    const box = subjectBox(themedCover(articles[0]!));
    expect((box.left + box.right) / 2).toBeCloseTo(width / 2);
    expect((box.top + box.bottom) / 2).toBeCloseTo(height / 2);
    // Cards and the article (16:9), the featured banner (about 16:9 to 1:1) and, drawn for its
    // own panel, the social card (480 x 630): the visible part of a 16:9 picture sliced to each.
    for (const aspect of [16 / 9, 4 / 3, 1, 480 / 630]) {
      const visibleWidth = Math.min(width, height * aspect);
      expect(box.left, `aspect ${aspect}`).toBeGreaterThanOrEqual((width - visibleWidth) / 2);
      expect(box.right, `aspect ${aspect}`).toBeLessThanOrEqual((width + visibleWidth) / 2);
    }
    const card = subjectBox(coverArtSvg(articles[0]!.cover, { width: 480, height: 630, paint: lightPaint, seed: "x" }));
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.right).toBeLessThanOrEqual(480);
  });

  it("has a dark rendering through the theme's custom properties, and the social card only light colours", () => {
    const site = themedCover(articles[0]!);
    expect(site).toContain('id="cover"');
    expect(site).toMatch(/fill="var\(--art-[a-z-]+,#[0-9a-f]{6}\)"/);
    const card = coverArtSvg(articles[0]!.cover, { width: 480, height: 630, paint: lightPaint, seed: "x" });
    expect(card).not.toContain("var(");
  });
});

describe("the art palette", () => {
  it("is what app.css gives the drawings, light and dark", () => {
    const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
    const block = /\n\.art \{([^}]*)\}/.exec(css)![1]!;
    const defined = Object.fromEntries(
      [...block.matchAll(/(--art-[a-z-]+): light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);/g)].map((match) => [
        match[1],
        [match[2], match[3]],
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(artPalette).map(([name, pair]) => [artProperty(name as ArtColor), [...pair]]),
    );
    expect(defined).toEqual(expected);
  });

  it("paints every illustration's themed colours, so each has a dark rendering", () => {
    const folder = new URL("../../app/assets/illustrations/", import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".svg"));
    const themedLights = Object.values(artPalette).map(([light]) => light);
    for (const file of files) {
      const svg = readFileSync(new URL(file, folder), "utf8");
      expect(svg, file).toMatch(/^<svg id="art" /);
      expect(svg, file).toContain("var(--art-");
      // A palette colour written plainly would stay light in the dark theme.
      const plain = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{3,6})"/g)].map((match) => match[1]!.toLowerCase());
      expect(
        plain.filter((color) => themedLights.includes(color as never) || color === "#fff"),
        file,
      ).toEqual([]);
    }
  });
});

describe("social cards", () => {
  it("are 1200 x 630 PNG images", async () => {
    const cover = articles[0]!.cover;
    for (const png of [
      await socialCardPng({ eyebrow: "Security", title: "A title", footer: "sankofa.example", cover, seed: "x" }),
      await socialCardPng({ title: "The site's card", footer: "sankofa.example", seed: "x" }),
    ]) {
      const { format, width: cardWidth, height: cardHeight } = await sharp(png).metadata();
      expect({ format, cardWidth, cardHeight }).toEqual({ format: "png", cardWidth: 1200, cardHeight: 630 });
    }
  });
});

describe("portraits", () => {
  it("cover every author and every testimonial giver, once", () => {
    const seeds = portraitSeeds();
    for (const author of authors) expect(seeds).toContain(author.portraitSeed);
    for (const testimonial of home.testimonials.items) expect(seeds).toContain(testimonial.portraitSeed);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it("draw the same SVG for the same seed and another for another seed", () => {
    const portrait = portraitSvg("adaeze-okonkwo");
    expect(portrait).toMatch(/^<svg /);
    expect(portraitSvg("adaeze-okonkwo")).toBe(portrait);
    expect(portraitSvg("tunde-bakare")).not.toBe(portrait);
  });
});
