import type { ImgHTMLAttributes } from "react";

// Every original SVG under app/assets/illustrations, by file name: hashed, cached a year, and
// loaded as files so they cost the HTML nothing.
const illustrations = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export function illustrationUrl(name: string): string {
  const url = illustrations[`../assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`No illustration app/assets/illustrations/${name}.svg`);
  return url;
}

type IllustrationProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  name: string;
  /** What the picture shows, or "" when it only decorates text that says the same. */
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load now and with high priority (it may be the largest paint). */
  priority?: boolean;
};

/** An illustration with fixed dimensions, so nothing shifts while it loads; lazy unless `priority`. */
export function Illustration({
  name,
  alt,
  width,
  height,
  priority = false,
  className = "",
  ...props
}: IllustrationProps) {
  return (
    <img
      src={illustrationUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={`h-auto max-w-full ${className}`.trim()}
      {...props}
    />
  );
}
