import brandSprite from "#app/assets/icons/brands.svg";

export type BrandGlyph = "facebook" | "x" | "instagram" | "youtube" | "apple" | "googleplay";

/** From simple-icons (CC0); the build swaps the sprite for symbols inside each page. Always beside a label. */
export function BrandIcon({ glyph }: { glyph: BrandGlyph }) {
  return (
    <svg aria-hidden="true" focusable="false" className="size-5">
      <use href={`${brandSprite}#${glyph}`} />
    </svg>
  );
}
