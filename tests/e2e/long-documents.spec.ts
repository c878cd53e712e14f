import { expect, holdBackSiteScript, test, type Page } from "./test.ts";
import { waitForScrollToRest } from "./page-helpers.ts";

/**
 * Long Markdown documents (legal pages, articles) render each h2 section only when it nears the
 * screen, or when the site script gets to it after the first paint (docs/decisions/019, 020). A
 * visitor must not see the difference: everything sits where it would without the sections, and
 * the keyboard brings what it focuses into view. The tests hold the site script back, to see the
 * sections as they are before it has rendered them.
 */

const documents = [
  "/legal/privacy",
  "/blog/future-remittances-technology-transforming-transfers",
  "/ar/blog/sme-growth-africa-financing-expansion",
];

/** Where every element of the main content and the footer is, but the section wrappers. */
function positions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main *, footer *")]
      .filter((element) => !element.matches(".prose > section"))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} ${Math.round(box.left)},${Math.round(box.top + scrollY)} ${Math.round(box.width)}`;
      }),
  );
}

for (const path of documents) {
  test(`${path}: later sections wait to be rendered, and sit exactly where unwrapped text would @both`, async ({
    page,
  }) => {
    await holdBackSiteScript(page);
    await page.goto(path);
    const sections = page.locator(".prose > section");
    expect(await sections.count()).toBeGreaterThan(2);
    const lastSectionShown = await sections
      .last()
      .evaluate((section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
    expect(lastSectionShown).toBe(false);

    await page.evaluate(() => {
      for (const section of document.querySelectorAll<HTMLElement>(".prose > section"))
        section.style.contentVisibility = "visible";
    });
    const inSections = await positions(page);
    await page.evaluate(() => {
      for (const section of document.querySelectorAll(".prose > section")) section.replaceWith(...section.childNodes);
    });
    expect(await positions(page)).toEqual(inSections);
  });
}

test.describe("with smooth scrolling", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the keyboard brings each link or table it reaches in a later section into view", async ({ page }) => {
    await holdBackSiteScript(page);
    for (const path of documents) {
      await page.goto(path);
      let reached = 0;
      for (let press = 0; press < 200 && reached < 3; press += 1) {
        await page.keyboard.press("Tab");
        const inLaterSection = await page.evaluate(() => {
          const section = document.activeElement?.closest(".prose > section");
          return section !== null && section !== undefined && section !== document.querySelector(".prose > section");
        });
        if (!inLaterSection) continue;
        reached += 1;
        await waitForScrollToRest(page);
        const box = await page.evaluate(() => {
          const { top, bottom } = document.activeElement!.getBoundingClientRect();
          return { top, bottom, height: innerHeight };
        });
        expect(box.bottom > 0 && box.top < box.height, `${path}: focus ${reached} at ${Math.round(box.top)} px`).toBe(
          true,
        );
      }
      expect(reached, path).toBe(3);
    }
  });
});
