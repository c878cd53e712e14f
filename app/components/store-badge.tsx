import { BrandIcon, type BrandGlyph } from "#app/components/brand-icon.tsx";

type StoreBadgeProps = {
  glyph: BrandGlyph;
  label: string;
  url: string;
  /** Read after the label: the store opens in a new tab. */
  newTabNote: string;
};

/** Drawn in the stores' own manner, black with a grey edge in both themes. */
export function StoreBadge({ glyph, label, url, newTabNote }: StoreBadgeProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-[#a6a6a6] bg-black px-5 py-2 text-start font-semibold text-white no-underline hover:bg-[#1f1f1f]"
    >
      <BrandIcon glyph={glyph} />
      {label}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
