import spriteUrl from "#app/assets/icons/lucide-sprite.svg";
import { directionalIconNames, inlineIconNames, scriptIconNames, type IconName } from "#app/content/icon-names.ts";
import { inlineIconSymbols } from "#app/components/inline-icons.ts";

export type { IconName };

const inPageIcons: ReadonlySet<string> = new Set([...inlineIconNames, ...scriptIconNames]);

/** Decorative. The build swaps the sprite for symbols in each page (scripts/lib/page-symbols.ts). */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const href = inPageIcons.has(name) ? `#icon-${name}` : `${spriteUrl}#${name}`;
  const mirror = directionalIconNames.has(name) ? " rtl:-scale-x-100" : "";
  return (
    <svg aria-hidden="true" className={`icon ${className}${mirror}`}>
      <use href={href} />
    </svg>
  );
}

/** Once per page, before anything that uses them. */
export function InlineIconSymbols() {
  // A class, not a display attribute, which Tailwind's `svg { display: block }` would beat.
  return <svg className="hidden" dangerouslySetInnerHTML={{ __html: inlineIconSymbols }} />;
}
