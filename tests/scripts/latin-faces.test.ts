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
import { createRequire } from "node:module";

type Shaper = {
  createBlob(data: Uint8Array): unknown;
  createFace(blob: unknown, index: number): { destroy(): void };
  createFont(face: unknown): { destroy(): void };
  createBuffer(): {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): Array<{ ax: number; dx: number; dy: number }>;
    destroy(): void;
  };
  shape(font: unknown, buffer: unknown): void;
};
/** HarfBuzz, the shaper Chromium uses, in WebAssembly (its module is a promise, which only require keeps). */
const harfbuzz = createRequire(import.meta.url)("harfbuzzjs") as Promise<Shaper>;

const truetype = async (font: Buffer) => Buffer.from(await fontverter.convert(font, "truetype"));

/** Where each glyph of `text` goes, shaped with `font` (TrueType) at its default weight: advance and offset. */
async function shaped(font: Buffer, text: string): Promise<Array<[number, number, number]>> {
  const hb = await harfbuzz;
  const face = hb.createFace(hb.createBlob(font), 0);
  const shaper = hb.createFont(face);
  const buffer = hb.createBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(shaper, buffer);
  const glyphs = buffer.json().map((glyph): [number, number, number] => [glyph.ax, glyph.dx, glyph.dy]);
  for (const object of [buffer, shaper, face]) object.destroy();
  return glyphs;
}

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

  it("stacks each tone mark on its dot-below letter exactly where the complete Inter does", async () => {
    const cut = await truetype(await latinLettersFace(await latinLetters()));
    const complete = await truetype(readFileSync("node_modules/inter-ui/variable/InterVariable.woff2"));
    for (const cluster of ["ẹ́", "ọ̀", "ị́", "ụ̀", "Ẹ́", "Ọ̀"].map((text) => text.normalize("NFC"))) {
      const positions = await shaped(cut, cluster);
      expect(positions, cluster).toEqual(await shaped(complete, cluster));
      // The mark is moved onto its letter, not left where the letter's advance ends.
      expect(positions[1]![1], cluster).not.toBe(0);
    }
    for (const text of ["ṣé", "ǹ", "ɓa", "₦500"])
      expect(await shaped(cut, text), text).toEqual(await shaped(complete, text));
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
