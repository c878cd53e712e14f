import { networkDom } from "#app/contracts/network.ts";
import { pageDom } from "#app/contracts/page.ts";

/**
 * Once the browser reports the first contentful paint and the document is parsed, gives each
 * drawing waiting for its file its `href`, then adds the contents of the page's
 * `<template data-after-paint>` elements to the body: the drawings, stylesheets and scripts so
 * fetched never compete with the document and its font for the first paint (docs/decisions/017).
 * Once every script and stylesheet so added has loaded, `<html data-after-paint="loaded">` says
 * so. Without the paint timing API everything is added once the document is parsed.
 *
 * It runs inline at the end of the body (afterPaintScript), so it must stay self-contained: its
 * source text is what the page embeds and the server hashes for the Content-Security-Policy.
 */
export function loadAfterFirstPaint(templateAttribute: string, hrefAttribute: string, saveDataAttribute: string): void {
  const load = () => {
    // A visitor saving data gets no drawings (docs/decisions/024).
    if (!document.documentElement.hasAttribute(saveDataAttribute))
      for (const use of document.querySelectorAll(`[${hrefAttribute}]`))
        use.setAttribute("href", use.getAttribute(hrefAttribute) ?? "");
    const loading: Promise<unknown>[] = [];
    for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${templateAttribute}]`)) {
      const contents = document.importNode(template.content, true);
      for (const element of contents.querySelectorAll("script, link"))
        loading.push(
          new Promise((settled) => {
            element.addEventListener("load", settled);
            element.addEventListener("error", settled);
          }),
        );
      document.body.append(contents);
    }
    void Promise.all(loading).then(() => {
      document.documentElement.setAttribute(templateAttribute, "loaded");
    });
  };
  const whenParsed = () => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", load, { once: true });
    else load();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    whenParsed();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    whenParsed();
  }).observe({ type: "paint", buffered: true });
}

/** The inline script that runs loadAfterFirstPaint (its source holds no runs of spaces). */
export function afterPaintScript(): string {
  const source = loadAfterFirstPaint.toString().replace(/\s+/g, " ");
  const { afterPaintAttribute, afterPaintHrefAttribute } = pageDom;
  const args = [afterPaintAttribute, afterPaintHrefAttribute, networkDom.saveDataAttribute].map((value) =>
    JSON.stringify(value),
  );
  return `(${source})(${args.join(", ")})`;
}

/** What counts as using a block: focus or a pointer entering it, or a control in it changing. */
const firstUseEvents = ["focusin", "pointerdown", "input", "change"] as const;

/**
 * Adds the contents of each `<template data-on-first-use>` to the body the first time the visitor
 * uses the template's parent block: a widget whose prerendered state is already right (the
 * calculator shows a typical transfer) fetches its script only for a visitor who uses it.
 */
export function loadOnFirstUse(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${pageDom.onFirstUseAttribute}]`)) {
    const block = template.parentElement;
    if (!block) continue;
    const load = () => {
      for (const type of firstUseEvents) block.removeEventListener(type, load);
      document.body.append(document.importNode(template.content, true));
    };
    // A visitor already in the block when this runs (it loads after the first paint) is using it.
    if (block.contains(document.activeElement)) load();
    else for (const type of firstUseEvents) block.addEventListener(type, load);
  }
}
