import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's serious and critical axe violations, each as "path: rule (targets)". */
export async function seriousAxeViolations(page: Page, path: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
