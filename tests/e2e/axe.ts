import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's serious and critical axe violations, each as "path: rule (targets)". */
export async function seriousAxeViolations(page: Page, path: string): Promise<string[]> {
  // Sections rendered only near the screen (docs/decisions/019) have a placeholder's size until
  // then, so axe would read their text's colours against whatever the placeholder lets overlap, or
  // give up on them: render every one first, as a reader scrolling through sees them.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
