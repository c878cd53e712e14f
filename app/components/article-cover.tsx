import { coverFileName, coverFormats, coverHeight, coverWidths, type CoverFormat } from "#app/lib/generated-images.ts";

// The covers generated at build time (scripts/generate-assets.ts): hashed files, cached a year.
const coverFiles = import.meta.glob<string>("../assets/covers/*.{avif,webp}", {
  eager: true,
  query: "?url",
  import: "default",
});

function coverUrl(slug: string, width: number, format: CoverFormat): string {
  const url = coverFiles[`../assets/covers/${coverFileName(slug, width, format)}`];
  if (!url) throw new Error(`No cover for "${slug}": run \`npm run generate\` (the build does it)`);
  return url;
}

function srcSet(slug: string, format: CoverFormat): string {
  return coverWidths.map((width) => `${coverUrl(slug, width, format)} ${width}w`).join(", ");
}

const largestWidth = Math.max(...coverWidths);
/** Cards are at most about 400 px wide: this rendering is sharp on 2x screens. */
const cardWidth = 800;

type ArticleCoverProps = {
  slug: string;
  /**
   * For the article's own cover, whose width follows the layout: the `sizes` attribute, and the
   * browser picks from every width. Cards leave it out and get the one card-sized rendering, which
   * keeps listings' HTML short.
   */
  sizes?: string;
  /** Above the fold: load now and with high priority (it may be the largest paint). */
  priority?: boolean;
  className?: string;
};

/**
 * An article's cover artwork, in AVIF with a WebP fallback. It is abstract pattern art that
 * illustrates nothing the title does not say, so its text alternative is empty. Fixed dimensions
 * keep the layout still while it loads.
 */
export function ArticleCover({ slug, sizes, priority = false, className = "" }: ArticleCoverProps) {
  const [preferred, fallback] = coverFormats;
  const width = sizes ? largestWidth : cardWidth;
  return (
    <picture>
      <source
        type={`image/${preferred}`}
        srcSet={sizes ? srcSet(slug, preferred) : coverUrl(slug, cardWidth, preferred)}
        sizes={sizes}
      />
      <img
        src={coverUrl(slug, width, fallback)}
        srcSet={sizes ? srcSet(slug, fallback) : undefined}
        sizes={sizes}
        alt=""
        width={width}
        height={coverHeight(width)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`aspect-video h-auto w-full object-cover ${className}`.trim()}
      />
    </picture>
  );
}
