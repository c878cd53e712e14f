/** An article's cover as SVG: its subject, whole at any crop, on a texture after Adinkra symbols and kente cloth. */
import { artPaint, artPalette, type ArtColor } from "#app/lib/art-palette.ts";
import type { CoverDesign } from "#app/lib/cover-design.ts";

/** How a colour of the palette becomes a paint: a CSS custom property, or a plain colour. */
export type Painter = (color: ArtColor) => string;

/** The site's covers follow the theme (app.css defines the properties); the social cards' are light. */
export const themedPaint: Painter = artPaint;
export const lightPaint: Painter = (color) => artPalette[color][0];

/** Colours that read on both themes, so they stay fixed. */
const fixed = { gold: "#e8a33d", goldDeep: "#c98a2e", clay: "#c8643b", mintBright: "#3fbf9f" } as const;

/** Each subject fills a 400 x 400 box. */
const subjectBox = 400;

type Draw = (paint: Painter) => string;

function pin(x: number, y: number, color: string, dot: string): string {
  return `<path d="M${x} ${y}c-18-22-28-36-28-50a28 28 0 0 1 56 0c0 14-10 28-28 50z" fill="${color}"/><circle cx="${x}" cy="${y - 50}" r="11" fill="${dot}"/>`;
}

function coin(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y + 10}" rx="62" ry="18" fill="${fixed.goldDeep}"/><rect x="${x - 62}" y="${y}" width="124" height="10" fill="${fixed.goldDeep}"/><ellipse cx="${x}" cy="${y}" rx="62" ry="18" fill="${fixed.gold}"/>`;
}

function coinStack(x: number, bottom: number, count: number): string {
  const coins = Array.from({ length: count }, (_, index) => coin(x, bottom - index * 24)).join("");
  const top = bottom - (count - 1) * 24;
  return `${coins}<ellipse cx="${x}" cy="${top}" rx="40" ry="11" fill="none" stroke="${fixed.goldDeep}" stroke-width="4"/>`;
}

function phone(x: number, y: number, width: number, height: number, paint: Painter): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 6}" fill="${paint("ink")}"/><rect x="${x + 10}" y="${y + 18}" width="${width - 20}" height="${height - 34}" rx="${width / 12}" fill="${paint("white")}"/><rect x="${x + width / 2 - 18}" y="${y + 6}" width="36" height="6" rx="3" fill="${paint("inkMuted")}"/>`;
}

const subjects = {
  "map-arrows": (paint) =>
    `<circle cx="200" cy="215" r="140" fill="${paint("green")}"/>` +
    `<g fill="none" stroke="${paint("greenLight")}" stroke-width="6"><ellipse cx="200" cy="215" rx="62" ry="140"/><path d="M60 215h280M78 145h244M78 285h244M200 75v280"/></g>` +
    // A continent, after the shape of Africa, where the arrows land.
    `<path d="M176 150c22-10 52-6 66 8 10 10 6 22 18 30 12 8 16 24 8 36-14 20-24 44-38 68-6 10-20 10-24-2-6-20-4-42-14-58-8-12-28-16-32-32-4-20 0-42 16-50z" fill="${paint("mintStrong")}"/>` +
    `<g fill="none" stroke="${fixed.gold}" stroke-width="9" stroke-linecap="round" stroke-dasharray="2 20"><path d="M76 96C110 20 220 24 236 150"/><path d="M354 118C380 200 330 250 262 250"/></g>` +
    `<path d="M222 140l14 26 16-24z" fill="${fixed.gold}"/><path d="M276 236l-24 14 24 14z" fill="${fixed.gold}"/>` +
    pin(76, 150, fixed.clay, paint("white")) +
    pin(354, 140, fixed.gold, paint("white")) +
    pin(236, 250, paint("white"), fixed.clay),
  "coins-plant": (paint) =>
    coinStack(112, 340, 3) +
    coinStack(262, 340, 6) +
    `<path d="M262 212c0-40-4-70 6-112" fill="none" stroke="${paint("green")}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M264 172c-42 2-70-24-74-60 40-2 70 22 74 60z" fill="${paint("green")}"/>` +
    `<path d="M268 128c34-2 64-30 66-68-38 2-64 28-66 68z" fill="${paint("greenLight")}"/>` +
    `<path d="M266 104c-24-4-38-22-38-44 24 2 38 20 38 44z" fill="${fixed.mintBright}"/>` +
    `<g fill="${fixed.gold}"><path d="M92 150l8 18 18 8-18 8-8 18-8-18-18-8 18-8z"/><path d="M356 188l5 12 12 5-12 5-5 12-5-12-12-5 12-5z"/></g>`,
  "market-growth": (paint) =>
    `<rect x="64" y="170" width="12" height="180" fill="${paint("inkMuted")}"/><rect x="284" y="170" width="12" height="180" fill="${paint("inkMuted")}"/>` +
    `<rect x="40" y="120" width="280" height="22" rx="6" fill="${paint("ink")}"/>` +
    Array.from(
      { length: 7 },
      (_, index) =>
        `<rect x="${40 + index * 40}" y="142" width="40" height="34" fill="${index % 2 ? fixed.clay : fixed.gold}"/><circle cx="${60 + index * 40}" cy="176" r="20" fill="${index % 2 ? fixed.clay : fixed.gold}"/>`,
    ).join("") +
    `<circle cx="104" cy="254" r="18" fill="${fixed.clay}"/><circle cx="140" cy="254" r="18" fill="${fixed.gold}"/><circle cx="122" cy="226" r="18" fill="${fixed.gold}"/>` +
    `<rect x="186" y="222" width="80" height="50" rx="6" fill="${paint("creamStrong")}"/><path d="M186 238h80" stroke="${paint("creamMid")}" stroke-width="6"/>` +
    `<rect x="36" y="270" width="288" height="80" rx="10" fill="${paint("green")}"/><rect x="36" y="292" width="288" height="10" fill="${paint("greenLight")}"/>` +
    `<rect x="238" y="22" width="140" height="116" rx="16" fill="${paint("white")}"/>` +
    `<g fill="${paint("mintStrong")}"><rect x="258" y="96" width="20" height="26" rx="4"/><rect x="288" y="80" width="20" height="42" rx="4"/></g><rect x="318" y="60" width="20" height="62" rx="4" fill="${paint("green")}"/><rect x="348" y="44" width="20" height="78" rx="4" fill="${paint("green")}"/>` +
    `<path d="M256 76l32-20 28 10 40-30" fill="none" stroke="${fixed.gold}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M344 28l24-4-6 24z" fill="${fixed.gold}"/>`,
  "phone-shield": (paint) =>
    phone(96, 30, 190, 340, paint) +
    `<rect x="126" y="78" width="84" height="12" rx="6" fill="${paint("line")}"/><circle cx="250" cy="84" r="12" fill="${paint("mint")}"/>` +
    `<rect x="126" y="110" width="130" height="42" rx="10" fill="${paint("lineSoft")}"/>` +
    `<g fill="${paint("green")}">${[146, 170, 194, 218].map((x) => `<circle cx="${x}" cy="131" r="7"/>`).join("")}</g>` +
    `<rect x="126" y="170" width="96" height="10" rx="5" fill="${paint("line")}"/><rect x="126" y="192" width="60" height="10" rx="5" fill="${paint("line")}"/>` +
    `<path d="M262 168l88 32v64c0 60-38 100-88 122-50-22-88-62-88-122v-64z" fill="${paint("green")}"/>` +
    `<path d="M262 192l66 24v52c0 46-28 78-66 96-38-18-66-50-66-96v-52z" fill="${paint("greenMid")}"/>` +
    `<path d="M238 270v-18a24 24 0 0 1 48 0v18" fill="none" stroke="${fixed.gold}" stroke-width="10"/>` +
    `<rect x="226" y="264" width="72" height="58" rx="10" fill="${fixed.gold}"/><circle cx="262" cy="286" r="8" fill="${paint("ink")}"/><rect x="258" y="290" width="8" height="18" rx="4" fill="${paint("ink")}"/>`,
  "phone-transfer": (paint) =>
    phone(34, 130, 124, 224, paint) +
    `<circle cx="96" cy="190" r="20" fill="${paint("mint")}"/><rect x="64" y="224" width="64" height="10" rx="5" fill="${paint("line")}"/><rect x="60" y="246" width="72" height="16" rx="8" fill="${paint("green")}"/><rect x="60" y="300" width="72" height="24" rx="12" fill="${fixed.gold}"/>` +
    phone(242, 70, 124, 224, paint) +
    `<circle cx="304" cy="148" r="26" fill="${paint("green")}"/><path d="M292 148l9 9 16-18" fill="none" stroke="${paint("white")}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><rect x="272" y="190" width="64" height="10" rx="5" fill="${paint("line")}"/><rect x="280" y="212" width="48" height="10" rx="5" fill="${paint("line")}"/>` +
    `<path d="M118 118C134 40 210 18 262 56" fill="none" stroke="${paint("green")}" stroke-width="9" stroke-linecap="round" stroke-dasharray="2 20"/><path d="M254 36l24 26-34 8z" fill="${paint("green")}"/>` +
    `<circle cx="176" cy="56" r="30" fill="${fixed.gold}"/><circle cx="176" cy="56" r="19" fill="none" stroke="${fixed.goldDeep}" stroke-width="5"/>` +
    `<g fill="none" stroke="${fixed.gold}" stroke-width="8" stroke-linecap="round"><path d="M186 300a40 40 0 0 1 28 0"/><path d="M172 326a70 70 0 0 1 56 0"/></g>`,
  "currency-exchange": (paint) =>
    `<circle cx="132" cy="160" r="96" fill="${fixed.gold}"/><circle cx="132" cy="160" r="76" fill="none" stroke="${fixed.goldDeep}" stroke-width="6"/>` +
    `<path d="M164 122c-8-14-22-20-36-20-20 0-34 12-34 28 0 38 74 22 74 62 0 18-16 30-38 30-18 0-32-8-40-22M130 82v156" fill="none" stroke="${paint("ink")}" stroke-width="13" stroke-linecap="round"/>` +
    `<circle cx="268" cy="244" r="96" fill="${paint("green")}"/><circle cx="268" cy="244" r="76" fill="none" stroke="${paint("greenLight")}" stroke-width="6"/>` +
    `<path d="M238 294v-100l60 100v-100" fill="none" stroke="${paint("white")}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/><path d="M222 232h92M222 258h92" stroke="${paint("white")}" stroke-width="9" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${fixed.clay}" stroke-width="12" stroke-linecap="round"><path d="M238 70c52 0 92 30 104 70"/><path d="M162 334c-52 0-92-30-104-70"/></g>` +
    `<path d="M324 136l20 30 20-32z" fill="${fixed.clay}"/><path d="M76 268l-20-30-20 32z" fill="${fixed.clay}"/>`,
} satisfies Record<CoverDesign["subject"], Draw>;

type Motif = (color: string, background: string) => string;

/** Each motif fills a 100 x 100 tile. */
const motifs = {
  /** Concentric rings, after Adinkrahene ("chief of the symbols": leadership, knowledge). */
  rings: (color) =>
    `<circle cx="50" cy="50" r="36" fill="none" stroke="${color}" stroke-width="8"/><circle cx="50" cy="50" r="16" fill="none" stroke="${color}" stroke-width="8"/>`,
  diamonds: (color, background) =>
    `<path d="M50 10 90 50 50 90 10 50Z" fill="${color}"/><path d="M50 32 68 50 50 68 32 50Z" fill="${background}"/>`,
  /** Woven chevrons: trade routes and growth. */
  chevrons: (color) =>
    `<path d="M6 30 50 60 94 30M6 60 50 90 94 60" fill="none" stroke="${color}" stroke-width="10" stroke-linejoin="round"/>`,
  /** Nested squares, after Eban ("fence": safety and security). */
  fence: (color) =>
    `<rect x="12" y="12" width="76" height="76" rx="6" fill="none" stroke="${color}" stroke-width="8"/><rect x="34" y="34" width="32" height="32" rx="4" fill="${color}"/>`,
  nodes: (color) =>
    `<path d="M50 10v80M10 50h80" stroke="${color}" stroke-width="7"/><circle cx="50" cy="50" r="13" fill="${color}"/>`,
  /** Zigzags, after Nkyinkyim ("twisting": the journey, resilience). */
  zigzag: (color) =>
    `<path d="M0 30 25 12 50 30 75 12 100 30M0 62 25 44 50 62 75 44 100 62" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>`,
} satisfies Record<CoverDesign["motif"], Motif>;

const grounds = {
  mint: { panel: "mint", texture: "mintMid", disc: "mintPale" },
  cream: { panel: "cream", texture: "creamMid", disc: "creamPale" },
  paper: { panel: "paper", texture: "line", disc: "white" },
} satisfies Record<CoverDesign["ground"], Record<"panel" | "texture" | "disc", ArtColor>>;

/** FNV-1a: a stable number from a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193);
  return value >>> 0;
}

/** Mulberry32: a small seeded random generator, so the artwork is the same on every build. */
function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of the shorter side the subject takes: its box stays whole at 1:1 and at the social card's 3:4 panel. */
const subjectShare = 0.76;
const tile = 100;

export type CoverArtOptions = {
  width: number;
  height: number;
  paint: Painter;
  seed: string;
  /** Set on the root element, so `<use href="file.svg#id">` can show the file. */
  id?: string;
};

export function coverArtSvg(design: CoverDesign, { width, height, paint, seed, id }: CoverArtOptions): string {
  const ground = grounds[design.ground];
  const size = Math.min(width, height) * subjectShare;
  const centre = { x: width / 2, y: height / 2 };
  const random = seededRandom(seed);
  const draw = motifs[design.motif];
  const texture: string[] = [];
  // Texture only around the subject: a tile is left plain when it comes near the disc, and a
  // third of the others stay plain, in seeded places, so the pattern breathes.
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) {
      const roll = random();
      const distance = Math.hypot(x + tile / 2 - centre.x, y + tile / 2 - centre.y);
      if (roll < 0.33 || distance < size / 2 + tile) continue;
      const turn = Math.floor(random() * 4) * 90;
      texture.push(
        `<g transform="translate(${x} ${y}) rotate(${turn} 50 50)">${draw(paint(ground.texture), paint(ground.panel))}</g>`,
      );
    }
  }
  const scale = size / subjectBox;
  const subject = `<g transform="translate(${centre.x - size / 2} ${centre.y - size / 2}) scale(${+scale.toFixed(4)})">${subjects[design.subject](paint)}</g>`;
  const root = id ? ` id="${id}"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${root} viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-subject="${design.subject}">` +
    `<rect width="${width}" height="${height}" fill="${paint(ground.panel)}"/>${texture.join("")}` +
    `<circle cx="${centre.x}" cy="${centre.y}" r="${Math.round(size * 0.56)}" fill="${paint(ground.disc)}"/>${subject}</svg>`
  );
}
