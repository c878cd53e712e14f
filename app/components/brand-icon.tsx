import brandSprite from "#app/assets/icons/brands.svg";

export type BrandGlyph = "facebook" | "x" | "instagram" | "youtube" | "apple" | "googleplay";

/**
 * A company's glyph from the sprite (simple-icons, CC0), which the build swaps for symbols inside
 * each page (scripts/lib/page-symbols.ts); always decorative beside a label.
 */
export function BrandIcon({ glyph }: { glyph: BrandGlyph }) {
  return (
    <svg aria-hidden="true" focusable="false" className="size-5">
      <use href={`${brandSprite}#${glyph}`} />
    </svg>
  );
}
