import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  arabicFacesCss,
  arabicLetters,
  arabicLettersFace,
  completeFaceRange,
  formatUnicodeRange,
  parseUnicodeRange,
  withoutRanges,
  type CodePointRange,
} from "#scripts/lib/arabic-faces.ts";

const contains = (ranges: readonly CodePointRange[], codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("unicode-range runs", () => {
  it("read and write CSS's U+ notation, single code points and runs alike", () => {
    const ranges = parseUnicodeRange("U+0600-06FF,U+204F, U+1EE00-1EE03");
    expect(ranges).toEqual([
      [0x0600, 0x06ff],
      [0x204f, 0x204f],
      [0x1ee00, 0x1ee03],
    ]);
    expect(formatUnicodeRange(ranges)).toBe("U+0600-06FF, U+204F, U+1EE00-1EE03");
  });

  it("refuse what is not a run", () => {
    expect(() => parseUnicodeRange("U+0600-06FF,0620")).toThrow('not a unicode-range run: "0620"');
  });

  it("lose exactly the code points removed, whether a cut takes a run's start, middle, end or all of it", () => {
    const ranges: CodePointRange[] = [
      [10, 20],
      [30, 30],
      [40, 50],
    ];
    expect(
      withoutRanges(ranges, [
        [8, 11],
        [15, 15],
        [20, 35],
        [45, 46],
      ]),
    ).toEqual([
      [12, 14],
      [16, 19],
      [40, 44],
      [47, 50],
    ]);
    expect(withoutRanges(ranges, [])).toEqual(ranges);
  });
});

describe("Cairo's two Arabic faces", () => {
  const complete = completeFaceRange();
  const rest = withoutRanges(complete, arabicLetters);

  it("share out the complete face's characters between them, none left over and none claimed twice", () => {
    const codePoints = (ranges: readonly CodePointRange[]) =>
      ranges.reduce((count, [first, last]) => count + last - first + 1, 0);
    expect(arabicLetters.every(([first, last]) => contains(complete, first) && contains(complete, last))).toBe(true);
    expect(codePoints(arabicLetters) + codePoints(rest)).toBe(codePoints(complete));
    expect(rest.some(([first, last]) => arabicLetters.some(([a, b]) => first <= b && a <= last))).toBe(false);
  });

  it("cover with the letters face every Arabic character the Arabic content writes", () => {
    const outside = new Set<string>();
    for (const file of filesUnder("app/content/locales/ar"))
      for (const character of readFileSync(file, "utf8")) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (contains(complete, codePoint) && !contains(arabicLetters, codePoint))
          outside.add(`U+${codePoint.toString(16).toUpperCase()}`);
      }
    expect([...outside]).toEqual([]);
  });

  it("are written as two @font-face rules of one family, the letters face first", () => {
    const css = arabicFacesCss("letters.woff2");
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(2);
    expect(faces.every((face) => face.includes('font-family: "Cairo Variable";'))).toBe(true);
    expect(faces[0]).toContain(`src: url("./letters.woff2")`);
    expect(faces[0]).toContain(`unicode-range: ${formatUnicodeRange(arabicLetters)};`);
    expect(faces[1]).toContain("cairo-arabic-wght-normal.woff2");
    expect(faces[1]).toContain(`unicode-range: ${formatUnicodeRange(rest)};`);
  });

  it("cut the letters face to a WOFF2 file a quarter smaller than the complete one", async () => {
    const face = await arabicLettersFace();
    const completeFile = readFileSync("node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2");
    expect(face.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(face.byteLength).toBeLessThan(completeFile.byteLength * 0.75);
  });
});
