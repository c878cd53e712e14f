import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { hook, pageDom } from "#app/contracts/page.ts";

type RevealProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "children">;

/** Visible as rendered: only the site script may hide the block, and only to reveal it again (D9). */
export function Reveal<T extends ElementType = "div">({ as, children, ...props }: RevealProps<T>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element {...hook(pageDom.reveal)} {...props}>
      {children}
    </Element>
  );
}
