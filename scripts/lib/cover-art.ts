/**
 * Original cover artwork for an article, drawn as SVG from its category and title: a woven grid
 * of geometric motifs after Adinkra symbols and kente cloth, in the brand palette. The category
 * picks the colours and the motif; the title seeds the arrangement, so every article gets its own
 * picture and the same article always gets the same one.
 */

/** Brand palette (shared/design/brand.md), plus the dark-theme brand tones. */
const palette = {
  paper: "#F7F5EF",
  ink: "#14201D",
  brand: "#0B5D4B",
  brandBright: "#3FBF9F",
  brandSoft: "#D8EDE6",
  brandDeep: "#123A31",
  gold: "#E8A33D",
} as const;

type Motif = (color: string, background: string) => string;

/** Each motif fills a 100 x 100 tile. */
const motifs = {
  /** Concentric rings, after Adinkrahene ("chief of the symbols": leadership, knowledge). */
  rings: (color, background) =>
    `<circle cx="50" cy="50" r="38" fill="none" stroke="${color}" stroke-width="9"/><circle cx="50" cy="50" r="19" fill="none" stroke="${color}" stroke-width="9"/><circle cx="50" cy="50" r="5" fill="${color}"/><rect x="46" y="0" width="8" height="4" fill="${background}"/>`,
  /** Kente lozenges. */
  diamonds: (color, background) =>
    `<path d="M50 6 94 50 50 94 6 50Z" fill="${color}"/><path d="M50 30 70 50 50 70 30 50Z" fill="${background}"/><circle cx="50" cy="50" r="6" fill="${color}"/>`,
  /** Woven chevrons: trade routes and growth. */
  chevrons: (color) =>
    `<path d="M4 28 50 62 96 28M4 58 50 92 96 58" fill="none" stroke="${color}" stroke-width="11" stroke-linejoin="round"/>`,
  /** Nested squares, after Eban ("fence": safety and security). */
  fence: (color) =>
    `<rect x="10" y="10" width="80" height="80" rx="6" fill="none" stroke="${color}" stroke-width="9"/><rect x="32" y="32" width="36" height="36" rx="4" fill="${color}"/>`,
  /** A cross of paths joined by nodes: networks. */
  nodes: (color) =>
    `<path d="M50 8v84M8 50h84" stroke="${color}" stroke-width="8"/><circle cx="50" cy="50" r="14" fill="${color}"/><circle cx="20" cy="20" r="8" fill="${color}"/><circle cx="80" cy="80" r="8" fill="${color}"/>`,
  /** Zigzags, after Nkyinkyim ("twisting": the journey, resilience). */
  zigzag: (color) =>
    `<path d="M0 34 25 14 50 34 75 14 100 34M0 66 25 46 50 66 75 46 100 66M0 98 25 78 50 98 75 78 100 98" fill="none" stroke="${color}" stroke-width="8" stroke-linejoin="round"/>`,
} satisfies Record<string, Motif>;

type Theme = { background: string; colors: readonly string[]; motif: keyof typeof motifs };

/** Colours and motif per category of the spec's table; an unknown category gets the brand theme. */
const themes: Record<string, Theme> = {
  "Financial Education": { background: palette.brand, colors: [palette.gold, palette.brandSoft], motif: "rings" },
  "Personal Finance": { background: palette.gold, colors: [palette.ink, palette.paper], motif: "diamonds" },
  "Business Banking": { background: palette.ink, colors: [palette.gold, palette.brandBright], motif: "chevrons" },
  Security: { background: palette.brandSoft, colors: [palette.brand, palette.gold], motif: "fence" },
  Technology: { background: palette.brandDeep, colors: [palette.brandBright, palette.gold], motif: "nodes" },
  "Diaspora Banking": { background: palette.paper, colors: [palette.brand, palette.gold], motif: "zigzag" },
};

/** The site's own colours: for the default social card and any category without a theme. */
const brandTheme: Theme = themes["Financial Education"]!;

function themeFor(category: string | undefined): Theme {
  return (category && themes[category]) || brandTheme;
}

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

const tile = 100;

/**
 * The artwork, `columns` tiles of 100 units across (more columns show more, smaller motifs). About a third of the tiles stay
 * plain, in seeded places, so the pattern breathes.
 */
export function coverArtSvg({
  category,
  seed,
  columns = 8,
  aspectRatio = 16 / 9,
}: {
  /** Picks the colours and the motif; without one, the brand's own. */
  category?: string;
  seed: string;
  /** Tiles across; rows follow from the aspect ratio (the last one may be cut). */
  columns?: number;
  aspectRatio?: number;
}): string {
  const width = columns * tile;
  const height = Math.round(width / aspectRatio);
  const rows = Math.ceil(height / tile);
  const theme = themeFor(category);
  const random = seededRandom(seed);
  const draw = motifs[theme.motif];
  const tiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const roll = random();
      if (roll < 0.32) continue;
      const color = theme.colors[roll < 0.8 ? 0 : 1]!;
      const turn = Math.floor(random() * 4) * 90;
      tiles.push(
        `<g transform="translate(${column * tile} ${row * tile}) rotate(${turn} 50 50)">${draw(color, theme.background)}</g>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${theme.background}"/>${tiles.join("")}</svg>`;
}
