/**
 * The site's own face draws every letter of the languages of home (issue 24, D25): a line with each
 * special letter of Hausa, Yoruba, Igbo and Pidgin and the naira sign, set on a Yoruba page at
 * 320 px in both themes. Each glyph is Inter's (the font is loaded, and the letter measures the same
 * whatever fallback follows Inter in the list), and each tone mark stacks on its dot-below letter.
 * The screenshots are kept for people to look at (reports/screenshots/letters-<theme>.png).
 */
import { mkdirSync } from "node:fs";
import { expect, test } from "./test.ts";
import { declaredLetters } from "#scripts/lib/latin-faces.ts";
import { withTheFontOnThePhone } from "./page-helpers.ts";

/**
 * Every letter beyond English's that the Latin languages declare (language.json `letters`: Hausa's,
 * Yoruba's and Igbo's; Pidgin writes English's), and ₦.
 */
const specialLetters = [...new Set([...declaredLetters()].filter((letter) => !/\p{M}/u.test(letter))), "₦"];
/** Each dot-below vowel with each tone mark, as NFC stores them: the letter, then the mark. */
const stackedVowels = ["ẹ", "ọ", "ị", "ụ", "Ẹ", "Ọ", "Ị", "Ụ"].flatMap((vowel) => [`${vowel}\u0301`, `${vowel}\u0300`]);
const family = '"Inter Variable"';

for (const theme of ["light", "dark"] as const)
  test(`the site's face draws every letter of Hausa, Yoruba, Igbo and Pidgin and ₦, tone marks stacked, ${theme} theme @mobile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    // The face a returning visitor reads in; a first visit's metric-matched system face is first-paint.spec.ts's.
    await withTheFontOnThePhone(page, "/yo");
    await page.goto("/yo");
    const line = [...specialLetters, ...stackedVowels].join(" ");
    await page.evaluate((text) => {
      const specimen = document.createElement("p");
      specimen.id = "specimen";
      specimen.textContent = text;
      specimen.style.cssText = "font-size: 28px; line-height: 1.6; padding: 12px 16px; margin: 0";
      document.querySelector("h1")!.before(specimen);
      specimen.scrollIntoView();
    }, line);
    const report = await page.evaluate(
      async ({ letters, stacked, family }) => {
        await document.fonts.load(`28px ${family}`, letters.join("") + stacked.join(""));
        await document.fonts.ready;
        const context = document.createElement("canvas").getContext("2d")!;
        const measure = (text: string, fonts: string) => {
          context.font = `400 28px ${fonts}`;
          return context.measureText(text);
        };
        const notInter = letters.filter(
          (letter) =>
            !document.fonts.check(`28px ${family}`, letter) ||
            measure(letter, `${family}, monospace`).width !== measure(letter, `${family}, serif`).width ||
            measure(letter, `${family}, monospace`).width === measure(letter, "monospace").width,
        );
        // A mark adds no width to its letter and reaches above the letter's height (an x's, or an
        // H's for a capital; on ị it takes the dot's place), the dot staying below the baseline.
        // Where exactly Inter puts it is tests/scripts/latin-faces.test.ts's.
        const unstacked = stacked.filter((cluster) => {
          const letter = [...cluster][0]!;
          const base = measure(letter, family);
          const marked = measure(cluster, family);
          const height = measure(letter === letter.toLowerCase() ? "x" : "H", family).actualBoundingBoxAscent;
          return (
            marked.width !== base.width ||
            marked.actualBoundingBoxDescent < 3 ||
            marked.actualBoundingBoxAscent < height + 3
          );
        });
        const loaded = [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
        return {
          notInter,
          unstacked,
          loaded,
          shownIn: getComputedStyle(document.getElementById("specimen")!).fontFamily,
        };
      },
      { letters: specialLetters, stacked: stackedVowels, family },
    );
    expect(report.shownIn.startsWith(family)).toBe(true);
    expect(report.notInter).toEqual([]);
    expect(report.unstacked).toEqual([]);
    expect(new Set(report.loaded)).toEqual(new Set(["Inter Variable"]));
    mkdirSync("reports/screenshots", { recursive: true });
    await page.locator("#specimen").screenshot({ path: `reports/screenshots/letters-${theme}.png` });
    await page.screenshot({ path: `reports/screenshots/letters-page-${theme}.png` });
  });
