import { expect, test } from "./test.ts";
import { seriousAxeViolations } from "./axe.ts";
import { siteRoutes } from "./site-routes.ts";

const pagesToCheck = [...siteRoutes.map((route) => route.path), "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  test(`no serious or critical axe violation on any page, ${theme} theme @both`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const path of pagesToCheck) {
      await page.goto(path);
      failures.push(...(await seriousAxeViolations(page, path)));
    }
    expect(failures).toEqual([]);
  });
}
