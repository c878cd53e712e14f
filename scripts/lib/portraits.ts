/**
 * Illustrated portraits for the people the site shows (article authors, home testimonials):
 * DiceBear's "Open Peeps" style (artwork by Pablo Stanley, CC0 1.0: app/assets/avatars/LICENSE.md),
 * seeded by each person's `portraitSeed`, so a portrait is stable and never a real person's photo.
 * scripts/generate-assets.ts writes one SVG per seed into app/assets/avatars at build time, and
 * the Portrait component (app/components/portrait.tsx) shows it.
 */
import { createAvatar } from "@dicebear/core";
import { openPeeps } from "@dicebear/collection";
import { authors } from "#app/content/authors.ts";
import { home } from "#app/content/home.ts";

export function portraitSvg(seed: string): string {
  // Chosen for a line-up of Nigerian and African people: brown skin tones, natural hair styles,
  // friendly expressions, brand-coloured clothes and backgrounds. Facial hair and head wraps are
  // left out because a seed knows nothing about the person it draws.
  return createAvatar(openPeeps, {
    seed,
    skinColor: ["8d5524", "694d3d", "5c3b28", "ae5d29"],
    head: [
      "afro",
      "bantuKnots",
      "cornrows",
      "cornrows2",
      "dreads1",
      "longAfro",
      "twists",
      "twists2",
      "short1",
      "short2",
      "shaved2",
      "bun",
      "noHair2",
    ],
    headContrastColor: ["2c1b18"],
    face: ["calm", "cute", "smile", "smileBig", "explaining"],
    accessories: ["glasses", "glasses2", "glasses4"],
    accessoriesProbability: 15,
    facialHairProbability: 0,
    maskProbability: 0,
    clothingColor: ["0b5d4b", "e8a33d", "3fbf9f"],
    backgroundColor: ["d8ede6", "fbe9cc"],
  }).toString();
}

/** Every seed the content uses: each gets a portrait file. */
export function portraitSeeds(): string[] {
  const seeds = [
    ...authors.map((author) => author.portraitSeed),
    ...home.testimonials.items.map((testimonial) => testimonial.portraitSeed),
  ];
  return [...new Set(seeds)];
}
