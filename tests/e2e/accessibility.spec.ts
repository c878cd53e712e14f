import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteRoutes } from "./site-routes.ts";

const pagesToCheck = [...siteRoutes.map((route) => route.path), "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  test(`no serious or critical axe violation on any page, ${theme} theme @both`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const path of pagesToCheck) {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact === "serious" || violation.impact === "critical") {
          failures.push(
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
