import { expect, test, type Page } from "./test.ts";

const themeOf = (page: Page) => page.locator("html").getAttribute("data-theme");

/** Two frames on: a change of the system setting has been reported to the page's listeners by then. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test("the theme follows the system preference until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/about");
  expect(await themeOf(page)).toBe("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  expect(await themeOf(page)).toBe("light");
});

test("without a choice the page follows a live change of the system setting; a choice holds", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  expect(await themeOf(page)).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  // The system turns light and dark again: the visitor's choice of light holds, now and after a reload.
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await afterTwoFrames(page);
  expect(await themeOf(page)).toBe("light");
  await page.reload();
  await afterTwoFrames(page);
  expect(await themeOf(page)).toBe("light");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});

test("the toggle flips the theme, saves it, and the choice survives a new page", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("sankofa-theme"))).toBe("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(10, 20, 18)");

  await page.goto("/security");
  expect(await themeOf(page)).toBe("dark");
  await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("sankofa-theme"))).toBe("light");
});

test("a saved theme is applied before the body is parsed: no flash of the wrong theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    localStorage.setItem("sankofa-theme", "dark");
    // Record the theme at the moment the body element is created, before anything can paint.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody: string | undefined }).themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/careers");
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe("dark");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the page follows the system's dark preference and hides the toggle it could not use", async ({ page }) => {
    await page.goto("/");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(10, 20, 18)");
    await expect(page.getByRole("button", { name: "Dark theme" })).toBeHidden();
  });
});
