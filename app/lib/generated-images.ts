/** Sizes and addresses of the images scripts/generate-assets.ts makes. */

/** Covers are 16:9 drawings; being vectors, one file is sharp at every width. */
export const coverSize = { width: 1600, height: 900 } as const;

/** The id of a cover's root element, which `<use href="cover.svg#…">` shows. */
export const coverElementId = "cover";

export function coverFileName(slug: string): string {
  return `${slug}.svg`;
}

/** The size Open Graph and X/Twitter large-image cards expect. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** A stable address: link previews fetch it much later. */
export function socialCardPath(slug: string): string {
  return `/social/${slug}.png`;
}

/** What search engines take as the organisation's logo. */
export const logoPath = "/social/logo.png";
export const logoSize = 512;
