import type { ComponentProps, ReactNode } from "react";
import stylesheetUrl from "#app/app.css?url";
import { hook, pageDom } from "#app/contracts/page.ts";

/** Scripts here need no `defer`, and none may rely on another's having run: each runs when it arrives. */
export function AfterPaint({ children }: { children: ReactNode }) {
  return <template {...hook(pageDom.afterPaintAttribute)}>{children}</template>;
}

/** Its contents load when the visitor first uses the block around it (app/client/after-paint.ts). */
export function OnFirstUse({ children }: { children: ReactNode }) {
  return <template {...hook(pageDom.onFirstUseAttribute)}>{children}</template>;
}

/** Its page must load app/client/first-use-script.ts; first in its block, so it is never a stack's last child. */
export function FullStylesheetOnFirstUse() {
  return (
    <OnFirstUse>
      <FullStylesheet />
    </OnFirstUse>
  );
}

/**
 * Each page's own rules are inlined at build time (docs/decisions/005). A page needs the full
 * stylesheet only for states its script sets, in a form or the FAQ (fetched on first use, so a reader
 * never pays for the restyle), and without JavaScript, where the server may send one (docs/decisions/017).
 */
export function FullStylesheet() {
  return <link rel="stylesheet" href={stylesheetUrl} />;
}

/** Its file is fetched after the first paint (docs/decisions/017); the SVG's own size keeps it from moving. */
export function DrawingFromFile({ href, ...svg }: ComponentProps<"svg"> & { href: string }) {
  return (
    <>
      <svg {...svg} {...hook(pageDom.needsScriptAttribute)}>
        <use {...hook(pageDom.afterPaintHrefAttribute, href)} ref={(use) => use?.setAttribute("href", href)} />
      </svg>
      <noscript>
        <svg {...svg}>
          <use href={href} />
        </svg>
      </noscript>
    </>
  );
}
