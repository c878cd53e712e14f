import { expect, test } from "./test.ts";
import { measureFocusIndicators } from "./focus-indicators.ts";
import { siteRoutes } from "./site-routes.ts";

/** WCAG 1.4.11: a focus indicator reaches 3:1 against the colours next to it. */
const minimumContrast = 3;
const pages = [...siteRoutes.map((route) => route.path), "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  test(`every focus indicator reaches 3:1 against what surrounds it and the element, ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const failures: string[] = [];
    let measured = 0;
    for (const path of pages) {
      await page.goto(path);
      // One real key press: from then on, focus moved by script counts as keyboard focus.
      await page.keyboard.press("Tab");
      for (const indicator of await measureFocusIndicators(page)) {
        measured++;
        const { element, drawn, againstSurroundings, againstElement } = indicator;
        if (!drawn) failures.push(`${path}: ${element} shows no focus outline`);
        else if (Math.min(againstSurroundings, againstElement) < minimumContrast)
          failures.push(
            `${path}: ${element} ${againstSurroundings.toFixed(2)}:1 against its surroundings, ${againstElement.toFixed(2)}:1 against itself`,
          );
      }
    }
    expect(measured).toBeGreaterThan(pages.length * 10);
    expect(failures).toEqual([]);
  });
}
