import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, holdBackSiteScript, test, type Page } from "./test.ts";
import { waitingBlocksSelector } from "#app/contracts/page.ts";
import { waitForScrollToRest, withTheFontOnThePhone } from "./page-helpers.ts";

/**
 * On a fresh visit, the bands of a page below its first and the footer wait to be rendered until
 * they near the screen, or until the site script renders them one per frame after the first paint
 * (docs/decisions/020). A visitor must not see the difference: a waiting band looks and sits
 * exactly as it does rendered at once, End reaches the end, and an address with a #fragment, a
 * reload or a return lands on the right words.
 */

const freshVisit = "html[data-fresh-visit]";

function blocksStillWaiting(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].filter((block) => getComputedStyle(block).contentVisibility === "auto")
        .length,
    waitingBlocksSelector,
  );
}

/**
 * How many pixels of one screenshot match nothing at or next to the same place in the other, both
 * ways round: each channel within 16 of the range its 3×3 neighbourhood there spans. A band laid out
 * in a box of its own may snap text and edges to a whole pixel row that the other render blends
 * across two (the band above is 903.16 px tall), which nobody sees; a shadow, ring or edge cut off
 * by the band's paint containment spans nothing like it nearby, along dozens of pixels.
 */
async function unmatchedPixels(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = a!.info;
  const oneWay = (from: Buffer, to: Buffer) => {
    let count = 0;
    // Not the first and last rows, whose neighbours beyond the edge are not in the picture.
    for (let y = 1; y < height - 1; y++)
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 3;
        if ([0, 1, 2].every((channel) => Math.abs(from[at + channel]! - to[at + channel]!) <= 16)) continue;
        const matched = [0, 1, 2].every((channel) => {
          let [lowest, highest] = [255, 0];
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              const nx = x + dx;
              if (nx < 0 || nx >= width) continue;
              const value = to[((y + dy) * width + nx) * 3 + channel]!;
              [lowest, highest] = [Math.min(lowest, value), Math.max(highest, value)];
            }
          const value = from[at + channel]!;
          return value >= lowest - 16 && value <= highest + 16;
        });
        if (!matched) count += 1;
      }
    return count;
  };
  return oneWay(a!.data, b!.data) + oneWay(b!.data, a!.data);
}

/** Lets the browser render what the last scroll brought near the screen. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The page a screenful at a time, top to bottom: what each screenful shows, then where every
 * element of the main content and the footer is.
 */
async function screenfuls(page: Page): Promise<{ shots: Buffer[]; positions: string[] }> {
  const { header, width, height } = await page.evaluate(() => ({
    header: Math.ceil(document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom),
    width: innerWidth,
    height: innerHeight,
  }));
  // Below the sticky header's edge, where a row of text moved by a pixel would have its neighbour
  // hidden; each screenful overlaps the last by the two edge rows unmatchedPixels leaves out.
  const clip = { x: 0, y: header + 1, width, height: height - header - 1 };
  const shots: Buffer[] = [];
  for (let offset = 0; ; offset += clip.height - 2) {
    await page.evaluate((top) => scrollTo({ top, behavior: "instant" }), offset);
    await nextFrames(page);
    shots.push(await page.screenshot({ animations: "disabled", caret: "hide", scale: "css", clip }));
    if (await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight)) break;
  }
  const positions = await page.evaluate(() =>
    [...document.querySelectorAll("main *, footer *")].map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(box.left)},${Math.round(box.top + scrollY)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );
  return { shots, positions };
}

for (const path of ["/", "/about", "/support", "/ar"]) {
  test(`${path}: a band waiting for the screen looks and sits exactly as one rendered at once @both`, async ({
    page,
  }, testInfo) => {
    // Bands, not typefaces: both renders in the same face, the one a returning visitor sees.
    await withTheFontOnThePhone(page, path);
    await holdBackSiteScript(page);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.locator(freshVisit)).toBeAttached();
      const footerShown = await page
        .locator("[data-site-footer] > *")
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      expect(footerShown, "the footer waits").toBe(false);

      // The first pass loads the lazy images. Once seen, a band keeps its real height, so the
      // second scrolls through the page as a visitor does, each band rendered as it nears the screen.
      await screenfuls(page);
      await page.waitForLoadState("networkidle");
      const waiting = await screenfuls(page);
      await page.evaluate(() => document.documentElement.removeAttribute("data-fresh-visit"));
      const atOnce = await screenfuls(page);

      expect(waiting.positions, `${colorScheme}: positions`).toEqual(atOnce.positions);
      expect(waiting.shots.length, `${colorScheme}: screenfuls`).toBe(atOnce.shots.length);
      for (const [index, shot] of waiting.shots.entries()) {
        const rendered = atOnce.shots[index]!;
        const unmatched = await unmatchedPixels(shot, rendered);
        if (unmatched <= 10) continue;
        for (const [name, body] of [
          ["waiting", shot],
          ["at-once", rendered],
        ] as const) {
          const file = testInfo.outputPath(`${colorScheme}-${index + 1}-${name}.png`);
          await writeFile(file, body);
          await testInfo.attach(`${colorScheme}-${index + 1}-${name}.png`, { path: file, contentType: "image/png" });
        }
        expect
          .soft(unmatched, `${colorScheme}: pixels of screenful ${index + 1} unlike the other's`)
          .toBeLessThanOrEqual(10);
      }
    }
  });
}

for (const path of ["/", "/blog/understanding-cross-border-payments-complete-guide"]) {
  test(`${path}: after the first paint the site script renders every waiting block, so End reaches the end @both`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator(freshVisit)).toBeAttached();
    await expect.poll(() => blocksStillWaiting(page)).toBe(0);
    await page.keyboard.press("End");
    await waitForScrollToRest(page);
    const gap = await page.evaluate(() => document.documentElement.scrollHeight - scrollY - innerHeight);
    expect(gap).toBeLessThanOrEqual(1);
  });
}

test("a reload or a return renders every band at once, and lands on the same words @both", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await holdBackSiteScript(page);
  await page.goto("/");
  const heading = page.getByRole("heading", { name: "What our customers say" });
  await heading.evaluate((element) => element.scrollIntoView());
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await top();

  await page.reload();
  await expect(page.locator(freshVisit)).not.toBeAttached();
  expect(await blocksStillWaiting(page)).toBe(0);
  await expect.poll(top).toBe(before);

  await page.goto("/security");
  await page.goBack();
  await expect(page.locator(freshVisit)).not.toBeAttached();
  await expect.poll(top).toBe(before);
});

test("arriving at an address with a band's #id renders every band at once, and lands on that band @both", async ({
  page,
}) => {
  await page.goto("/careers#openings");
  await expect(page.locator(freshVisit)).not.toBeAttached();
  expect(await blocksStillWaiting(page)).toBe(0);
  await waitForScrollToRest(page);
  const headerHeight = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  const top = await page.locator("#openings").evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerHeight - 1);
  expect(top).toBeLessThan(headerHeight + 40);
});
