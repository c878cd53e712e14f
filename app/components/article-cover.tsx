import { DrawingFromFile } from "#app/components/after-paint.tsx";
import { coverElementId, coverFileName, coverSize } from "#app/lib/generated-images.ts";

// The covers drawn at build time (scripts/generate-assets.ts): hashed files, cached a year.
const coverFiles = import.meta.glob<string>("../assets/covers/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

function coverUrl(slug: string): string {
  const url = coverFiles[`../assets/covers/${coverFileName(slug)}`];
  if (!url) throw new Error(`No cover for "${slug}": run \`npm run generate\` (the build does it)`);
  return url;
}

/**
 * An article's cover: a drawing of its subject (the `cover` design in its front matter), shown
 * from the cached SVG file through `<use>`, fetched after the first paint, so its colours come from the page's CSS custom
 * properties and follow the theme toggle, while the HTML carries one short element. It adds
 * nothing the title beside it does not say, so it is hidden from assistive technology. The
 * viewBox gives it its size before the file arrives; the subject is centred and whole whatever
 * the box's shape (`slice` only trims the texture around it).
 */
export function ArticleCover({ slug, className = "" }: { slug: string; className?: string }) {
  const { width, height } = coverSize;
  return (
    <DrawingFromFile
      href={`${coverUrl(slug)}#${coverElementId}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-cover={slug}
      className={`art aspect-video h-auto w-full ${className}`.trim()}
    />
  );
}
