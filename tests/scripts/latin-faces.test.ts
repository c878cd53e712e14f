import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cmapCodePoints,
  completeFaceCodePoints,
  drawnCodePoints,
  latinFacesCss,
  latinLetters,
  latinLettersFace,
  latinPageText,
  toRanges,
} from "#scripts/lib/latin-faces.ts";
import { formatUnicodeRange } from "#scripts/lib/arabic-faces.ts";
import fontverter from "fontverter";

/** The four languages of home and the naira sign (issue 24), as the pages write them (NFC). */
const homeLetters = "ɓɗƙƘƁƊʼẹọṣịụṅẸỌṢỊỤàáèéìíòóùúńǹ\u0300\u0301₦";

describe("Inter cut to the Latin pages", () => {
  it("draws every letter of Hausa, Yoruba, Igbo and Pidgin the content writes, and ₦", async () => {
    const letters = new Set(await latinLetters());
    const missing = [...homeLetters].filter((character) => !letters.has(character.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it("leaves out no character a Latin page shows that Inter has", async () => {
    const complete = new Set(await completeFaceCodePoints());
    const letters = new Set(await latinLetters());
    const shown = drawnCodePoints(latinPageText()).filter((codePoint) => complete.has(codePoint));
    expect(shown.filter((codePoint) => !letters.has(codePoint))).toEqual([]);
    expect(letters.has(0x0627)).toBe(false);
  });

  it("cuts a WOFF2 file that maps every letter asked for, a tenth of the complete face", async () => {
    const letters = await latinLetters();
    const face = await latinLettersFace(letters);
    expect(face.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const mapped = new Set(cmapCodePoints(Buffer.from(await fontverter.convert(face, "truetype"))));
    expect(letters.filter((codePoint) => !mapped.has(codePoint))).toEqual([]);
    const complete = readFileSync("node_modules/inter-ui/variable/InterVariable.woff2");
    expect(face.byteLength).toBeLessThan(complete.byteLength / 10);
  });

  it("are written as two @font-face rules of one family that share out the complete face", () => {
    const css = latinFacesCss(
      "letters.woff2",
      [[0x61, 0x62]],
      [
        [0x20, 0x7e],
        [0x20a6, 0x20a6],
      ],
    );
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(2);
    expect(faces.every((face) => face.includes('font-family: "Inter Variable";'))).toBe(true);
    expect(faces.every((face) => face.includes("font-weight: 400 800;"))).toBe(true);
    expect(faces[0]).toContain(`unicode-range: ${formatUnicodeRange([[0x61, 0x62]])};`);
    expect(faces[1]).toContain("inter-ui/variable/InterVariable.woff2");
    expect(faces[1]).toContain("unicode-range: U+0020-0060, U+0063-007E, U+20A6;");
  });

  it("groups code points into runs", () => {
    expect(toRanges([0x63, 0x61, 0x62, 0x20a6, 0x61])).toEqual([
      [0x61, 0x63],
      [0x20a6, 0x20a6],
    ]);
  });
});
