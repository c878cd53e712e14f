import { DrawingFromFile } from "#app/components/after-paint.tsx";

// Hashed files, cached a year, so they cost the HTML nothing.
const illustrations = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The id of each illustration's root element, which `<use href="file.svg#…">` shows. */
const illustrationElementId = "art";

function illustrationUrl(name: string): string {
  const url = illustrations[`../assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`No illustration app/assets/illustrations/${name}.svg`);
  return url;
}

type IllustrationProps = {
  name: string;
  /** What the picture shows, or "" when it only decorates text that says the same. */
  alt: string;
  width: number;
  height: number;
  className?: string;
};

/** The file paints with the `--art-*` custom properties of `.art` (app.css), so it follows the theme. */
export function Illustration({ name, alt, width, height, className = "" }: IllustrationProps) {
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  return (
    <DrawingFromFile
      href={`${illustrationUrl(name)}#${illustrationElementId}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      focusable="false"
      data-illustration={name}
      className={`art h-auto max-w-full ${className}`.trim()}
      {...label}
    />
  );
}
