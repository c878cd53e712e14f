import { pageDom } from "#app/contracts/page.ts";

/**
 * A reload, a return or a fragment lands right only if every block above has its true height, so only
 * a fresh arrival lets blocks wait (docs/decisions/020). Inlined by its source text: self-contained.
 */
function markFreshVisit(attribute: string): void {
  const [arrival] = performance.getEntriesByType("navigation");
  if (arrival && (arrival as PerformanceNavigationTiming).type === "navigate" && !location.hash)
    document.documentElement.setAttribute(attribute, "");
}

export function freshVisitScript(): string {
  return `(${markFreshVisit.toString().replace(/\s+/g, " ")})(${JSON.stringify(pageDom.freshVisitAttribute)})`;
}
