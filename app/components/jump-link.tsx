import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";

/**
 * A button-styled link to a section further down the same page. A plain in-page link: the browser
 * scrolls (smoothly unless reduced motion is asked for, see app.css) and moves focus to the section.
 */
export function JumpLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink href={`#${to}`}>
      {children}
      <Icon name="ArrowDown" className="size-5" />
    </ButtonLink>
  );
}
