import type { ComponentProps, ReactNode } from "react";
import stylesheetUrl from "#app/app.css?url";
import { hook, pageDom } from "#app/contracts/page.ts";

/**
 * Stylesheet links and scripts the page loads only after its first paint: the browser fetches
 * nothing inside a template, and an inline script adds the contents once the first
 * contentful paint is reported (app/client/after-paint.ts), so they never compete with the
 * document, its inlined CSS and the font (docs/decisions/014, 017). Scripts here need no `defer`:
 * added once the document is parsed, each runs when it arrives, so none may rely on another's
 * having run.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return <template {...hook(pageDom.afterPaintAttribute)}>{children}</template>;
}

/**
 * Scripts the page loads only when the visitor first reaches into the block around this template
 * (focus or pointer): a widget whose prerendered state is already right needs its script only for a
 * visitor who uses it (app/client/after-paint.ts).
 */
export function OnFirstUse({ children }: { children: ReactNode }) {
  return <template {...hook(pageDom.onFirstUseAttribute)}>{children}</template>;
}

/**
 * The full stylesheet, fetched when the visitor first uses the block this sits in (a form, the
 * FAQ): the states the page's script sets there need it, and nothing else on the page does, so a
 * visitor who only reads never pays for restyling the page (docs/decisions/017). The page loads
 * app/client/first-use-script.ts after its first paint. First in its block, so that it never
 * becomes a stack's last child.
 */
export function FullStylesheetOnFirstUse() {
  return (
    <OnFirstUse>
      <FullStylesheet />
    </OnFirstUse>
  );
}

/**
 * The site's full stylesheet. Each page's own rules are inlined in its <head> at build time
 * (scripts/postbuild.ts, docs/decisions/005), so a page needs this only for states its script sets
 * that the prerendered HTML does not show (the forms and Support's FAQ, once used), and without
 * JavaScript, where the server may send such a state (docs/decisions/014, 017).
 */
export function FullStylesheet() {
  return <link rel="stylesheet" href={stylesheetUrl} />;
}

/**
 * An SVG that shows a drawing from a cached file (`<use href="file.svg#id">`: an illustration, an
 * article's cover) and fetches that file only after the page's first paint, so
 * before it the page fetches nothing but its document and font (docs/decisions/017). Its size comes
 * from its own attributes and classes, so nothing moves when the drawing arrives. The after-paint
 * script gives the prerendered `<use>` its `href`; one that React renders later gives itself one.
 * Without JavaScript the `<noscript>` twin draws it at once, and the first is hidden (app.css,
 * `[data-needs-js]`).
 */
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
