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

/** Hidden from assistive technology: the title beside it says it all. `slice` trims only the texture. */
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
