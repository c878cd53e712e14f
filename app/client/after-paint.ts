/** Marks the templates whose contents a page loads once it has painted (app/components/after-paint.tsx). */
export const afterPaintAttribute = "data-after-paint";

function addAfterPaintContents(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${afterPaintAttribute}]`))
    document.body.append(document.importNode(template.content, true));
}

/**
 * Once the browser reports the first contentful paint, adds the contents of the page's
 * `<template data-after-paint>` elements to the body: their stylesheets and scripts then load
 * without competing with the first paint (docs/decisions/014). Scripts added this way run in the
 * order added, as deferred ones would. Without the paint timing API they are added at once.
 */
export function loadAfterFirstPaint(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    addAfterPaintContents();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    addAfterPaintContents();
  }).observe({ type: "paint", buffered: true });
}

/** Marks the templates whose contents load when the visitor first uses the block that holds them. */
export const onFirstUseAttribute = "data-on-first-use";

/** What counts as using a block: focus or a pointer entering it, or a control in it changing. */
const firstUseEvents = ["focusin", "pointerdown", "input", "change"] as const;

/**
 * Adds the contents of each `<template data-on-first-use>` to the body the first time the visitor
 * uses the template's parent block: a widget whose prerendered state is already right (the
 * calculator shows a typical transfer) fetches its script only for a visitor who uses it.
 */
export function loadOnFirstUse(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${onFirstUseAttribute}]`)) {
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
