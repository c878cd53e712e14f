import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";

/** A plain in-page link: the browser scrolls (smoothly, see app.css) and moves focus to the section. */
export function JumpLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink href={`#${to}`}>
      {children}
      <Icon name="ArrowDown" className="size-5" />
    </ButtonLink>
  );
}
