import spriteUrl from "#app/assets/icons/lucide-sprite.svg";
import { inlineIconNames, type IconName } from "#app/components/icon-names.ts";
import { inlineIconSymbols } from "#app/components/inline-icons.ts";

export type { IconName };

const inlineIcons: ReadonlySet<string> = new Set(inlineIconNames);

/**
 * A lucide icon, decorative, so always hidden from assistive technology: from the cached sprite,
 * or, for the few first-screen controls' icons, from the symbols drawn inline in the page.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const href = inlineIcons.has(name) ? `#icon-${name}` : `${spriteUrl}#${name}`;
  return (
    <svg aria-hidden="true" className={`icon ${className}`}>
      <use href={href} />
    </svg>
  );
}

/** The inline icons' symbols, once per page, before anything that uses them; never drawn itself. */
export function InlineIconSymbols() {
  return <svg display="none" dangerouslySetInnerHTML={{ __html: inlineIconSymbols }} />;
}
