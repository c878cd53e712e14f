import { expect, test, type Page } from "./test.ts";
import { measureWidth } from "./page-helpers.ts";
import { siteRoutes } from "./site-routes.ts";

/** The phone widths the site must fit (issue 9): small Android, common Android, iPhone, large phone. */
const phoneWidths = [320, 360, 375, 414] as const;
const pages = [...siteRoutes.map((route) => route.path), "/no-such-page"];

/** The open menu's controls that must be on screen: its close button, Login and Open an Account. */
function offScreenMenuControls(page: Page, width: number) {
  return page.evaluate((screenWidth) => {
    const menu = document.getElementById("mobile-menu");
    if (!menu?.matches(":popover-open")) return ["the menu did not open"];
    const controls = [...menu.querySelectorAll<HTMLElement>("button, a")].filter((element) =>
      /^(Close menu|Login|Open an Account)$/.test(element.getAttribute("aria-label") ?? element.textContent ?? ""),
    );
    const outside = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > screenWidth;
      })
      .map((element) => element.getAttribute("aria-label") ?? element.textContent ?? "");
    const overflow = menu.scrollWidth - screenWidth;
    return [
      ...outside,
      ...(controls.length < 3 ? ["a menu control is missing"] : []),
      ...(overflow > 0 ? [`menu ${overflow}px wider`] : []),
    ];
  }, width);
}

for (const theme of ["light", "dark"] as const) {
  test(`no page is wider than a phone at ${phoneWidths.join(", ")} px, menu closed and open, ${theme} theme @mobile`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const path of pages) {
      await page.setViewportSize({ width: phoneWidths[0], height: 740 });
      await page.goto(path);
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        const closed = await measureWidth(page, width);
        if (closed.overflow > 0) failures.push(`${path} at ${width}px: ${closed.overflow}px wider than the screen`);
        if (closed.hidden) failures.push(`${path}: the document hides its overflow instead of fitting`);
        // A page too wide for the phone leaves the menu button where a tap does not reach it.
        const opened = await page
          .getByRole("banner")
          .getByRole("button", { name: "Menu" })
          .click({ timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
        if (!opened) failures.push(`${path} at ${width}px: the Menu button cannot be tapped`);
        for (const problem of await offScreenMenuControls(page, width))
          failures.push(`${path} at ${width}px, menu open: ${problem}`);
        const open = await measureWidth(page, width);
        if (open.overflow > 0) failures.push(`${path} at ${width}px, menu open: ${open.overflow}px wider`);
        await page.keyboard.press("Escape");
      }
    }
    expect(failures).toEqual([]);
  });
}
