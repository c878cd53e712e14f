import spriteUrl from "#app/assets/icons/lucide-sprite.svg";
import type { IconName } from "#app/content/icon-names.ts";

export type { IconName };

/** A lucide icon from the cached sprite; decorative, so always hidden from assistive technology. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`icon ${className}`}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
