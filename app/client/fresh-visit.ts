import { pageDom } from "#app/contracts/page.ts";

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
  return `(${markFreshVisit.toString().replace(/\s+/g, " ")})(${JSON.stringify(pageDom.freshVisitAttribute)})`;
}
