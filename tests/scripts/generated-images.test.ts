import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { authors } from "#app/content/authors.ts";
import { home } from "#app/content/home.ts";
import { portraitSeeds, portraitSvg } from "../../scripts/lib/portraits.ts";
import { coverArtSvg } from "../../scripts/lib/cover-art.ts";
import { socialCardPng } from "../../scripts/lib/social-card.ts";

function backgroundOf(category?: string): string | undefined {
  return /<rect width="\d+" height="\d+" fill="(#[0-9A-F]{6})"\/>/.exec(coverArtSvg({ category, seed: "x" }))?.[1];
}

describe("cover art", () => {
  it("is the same picture for the same title, another for another title", () => {
    const cover = coverArtSvg({ category: "Security", seed: "A title" });
    expect(coverArtSvg({ category: "Security", seed: "A title" })).toBe(cover);
    expect(coverArtSvg({ category: "Security", seed: "Another title" })).not.toBe(cover);
  });

  it("takes its background colour from the category, and is 16:9", () => {
    expect(backgroundOf("Security")).not.toBe(backgroundOf("Technology"));
    expect(backgroundOf(undefined)).toBe(backgroundOf("Financial Education"));
    expect(coverArtSvg({ seed: "x" })).toContain('viewBox="0 0 800 450"');
  });
});

describe("social cards", () => {
  it("are 1200 x 630 PNG images", async () => {
    const png = await socialCardPng({ eyebrow: "Security", title: "A title", footer: "sankofa.example", seed: "x" });
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
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
