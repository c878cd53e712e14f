/**
 * Set on `<html>` when the visitor arrives afresh at the top of a page: by a link or a typed
 * address, not a reload or a return, and not to a `#fragment` further down.
 */
export const freshVisitAttribute = "data-fresh-visit";

/**
 * The blocks that may wait to be rendered on a fresh visit (app.css): a page's bands (those after
 * its first are the ones app.css names), its footer and a document's sections.
 */
export const waitingBlocksSelector = "main > *, [data-site-footer], .prose > section";

/**
 * Marks a fresh arrival on `<html>` before the first layout. Only then do a page's later bands, its
 * footer and a document's sections wait to be rendered until they near the screen (app.css,
 * docs/decisions/020). On a reload or a return the browser puts the visitor back at the offset they
 * left, and at a fragment it scrolls to its target as the page loads: either lands on the right
 * words only if every block above has its true height.
 *
 * It runs inline in `<head>` (freshVisitScript), so it must stay self-contained: its source text is
 * what the page embeds and the server hashes for the Content-Security-Policy.
 */
function markFreshVisit(attribute: string): void {
  const [arrival] = performance.getEntriesByType("navigation");
  if (arrival && (arrival as PerformanceNavigationTiming).type === "navigate" && !location.hash)
    document.documentElement.setAttribute(attribute, "");
}

/** The inline script that runs markFreshVisit (its source holds no runs of spaces). */
export function freshVisitScript(): string {
  return `(${markFreshVisit.toString().replace(/\s+/g, " ")})(${JSON.stringify(freshVisitAttribute)})`;
}
