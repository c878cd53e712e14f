/** Portraits, never a real person's photo: DiceBear's Open Peeps (CC0: app/assets/avatars/LICENSE.md), seeded. */
import { createAvatar } from "@dicebear/core";
import { openPeeps } from "@dicebear/collection";
import { authors } from "#app/content/authors.ts";
import { home } from "#app/content/home.ts";

export function portraitSvg(seed: string): string {
  // For a line-up of Nigerian and African people: brown skin, natural hair, friendly faces, brand colours.
  // No facial hair or head wraps: a seed knows nothing about the person it draws.
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

export function portraitSeeds(): string[] {
  const seeds = [
    ...authors.map((author) => author.portraitSeed),
    ...home.testimonials.items.map((testimonial) => testimonial.portraitSeed),
  ];
  return [...new Set(seeds)];
}
