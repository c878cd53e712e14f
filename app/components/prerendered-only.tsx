import type { ReactNode } from "react";

/**
 * A block React renders at build time and then leaves alone on a page that hydrates: the browser
 * build passes no children (`import.meta.env.SSR ? <Block /> : null` at the call site, so the
 * block's code is not in the page's JavaScript), and an empty inner HTML tells React to keep the
 * prerendered markup as it is, for the block's own page script to drive (docs/decisions/013).
 */
export function PrerenderedOnly({ children }: { children: ReactNode }) {
  return children ? <div>{children}</div> : <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
