import spriteUrl from "#app/assets/icons/lucide-sprite.svg";
import { directionalIconNames, inlineIconNames, scriptIconNames, type IconName } from "#app/content/icon-names.ts";
import { inlineIconSymbols } from "#app/components/inline-icons.ts";

export type { IconName };

const inPageIcons: ReadonlySet<string> = new Set([...inlineIconNames, ...scriptIconNames]);

/**
 * A lucide icon, decorative, so always hidden from assistive technology: from the sprite, which
 * the build swaps for symbols inside each prerendered page (scripts/lib/page-symbols.ts), so only
 * an icon a widget renders later fetches the cached file; or, for the header's controls, from
 * symbols in the page (inline, or added by the site script). Icons that point along the text are
 * mirrored on right-to-left pages.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const href = inPageIcons.has(name) ? `#icon-${name}` : `${spriteUrl}#${name}`;
  const mirror = directionalIconNames.has(name) ? " rtl:-scale-x-100" : "";
  return (
    <svg aria-hidden="true" className={`icon ${className}${mirror}`}>
      <use href={href} />
    </svg>
  );
}

/** The inline icons' symbols, once per page, before anything that uses them; never drawn itself. */
export function InlineIconSymbols() {
  // A class, not a display attribute, which Tailwind's `svg { display: block }` would beat.
  return <svg className="hidden" dangerouslySetInnerHTML={{ __html: inlineIconSymbols }} />;
}
