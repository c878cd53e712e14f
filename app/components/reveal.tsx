import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { hook, pageDom } from "#app/contracts/page.ts";

type RevealProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "children">;

/**
 * Marks a block for the scroll reveal run by the site script (app/client/site/site-script.ts). The
 * markup is fully visible as rendered; only the script may hide it, and only to reveal it again.
 */
export function Reveal<T extends ElementType = "div">({ as, children, ...props }: RevealProps<T>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element {...hook(pageDom.reveal)} {...props}>
      {children}
    </Element>
  );
}
