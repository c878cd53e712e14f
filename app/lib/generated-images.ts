/**
 * Sizes and addresses of the images scripts/generate-assets.ts makes at build time: each
 * article's cover (AVIF and WebP at several widths, for srcset) and social card (PNG, used as
 * og:image and twitter:image), and the brand's logo as a PNG for structured data.
 */

/** Covers are 16:9. Cards are about 400 px wide and the article's image about 800 px, at 1x and 2x. */
export const coverWidths = [480, 800, 1200] as const;
export const coverFormats = ["avif", "webp"] as const;
export type CoverFormat = (typeof coverFormats)[number];

export function coverHeight(width: number): number {
  return Math.round((width * 9) / 16);
}

/** File name of one rendering of a cover, in app/assets/covers. */
export function coverFileName(slug: string, width: number, format: CoverFormat): string {
  return `${slug}-${width}.${format}`;
}

/** The size Open Graph and X/Twitter large-image cards expect. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Site path of an article's social card (a stable address: link previews fetch it much later). */
export function socialCardPath(slug: string): string {
  return `/social/${slug}.png`;
}

/** The mark as a square PNG at a stable address: what search engines take as the organisation's logo. */
export const logoPath = "/social/logo.png";
export const logoSize = 512;
