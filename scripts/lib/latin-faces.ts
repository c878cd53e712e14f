/**
 * Inter in two faces of one family, for every page written in Latin letters (docs/decisions/026).
 * A Latin page waits before its first paint only for the first: Inter cut to the characters the
 * Latin pages can show, worked out from the content, the code and what Intl writes for them, so a
 * new language's letters join the cut with no code. The second is the complete face, claiming
 * every character the first does not, so a letter typed into a form still comes from Inter: the
 * browser fetches it only for a page that shows such a letter.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { firstCountries } from "#app/content/countries.ts";
import { sendMoneyRates } from "#app/content/send-money.ts";
import { countryList } from "#app/lib/countries.ts";
import { regionNaming } from "#app/lib/i18n/content.server.ts";
import { dateLocale, numberLocale, writingSystemOf } from "#app/lib/i18n/language.ts";
import { readLanguageFile, siteLanguages } from "#app/lib/i18n/languages.server.ts";
import { localesFolder } from "#app/lib/i18n/locales.ts";
import { formatUnicodeRange, withoutRanges, type CodePointRange } from "./arabic-faces.ts";

const require = createRequire(import.meta.url);

const completeFaceFile = require.resolve("inter-ui/variable/InterVariable.woff2");
/** The complete face, as a path from the generated stylesheet (app/assets/fonts/) to the package. */
const completeFaceUrl = "../../../node_modules/inter-ui/variable/InterVariable.woff2";

/** font-medium to font-extrabold, the weights the site sets; the text optical size, pinned. */
export const latinWeights = { min: 400, max: 800 } as const;
const textOpticalSize = 14;
/** Kerning, mark attachment (tone marks over dot-below letters) and the dotless i under a mark. */
const layoutFeatures = ["kern", "mark", "mkmk", "ccmp", "locl"];

const run = (first: number, last: number) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));

/**
 * What any Latin page may show, whatever its words: printable ASCII, the no-break space, and the
 * letters of Latin-1, which visitors' names typed into the forms most often need.
 */
const alwaysIncluded = run(0x20, 0x7e) + "\u00a0" + run(0xc0, 0xff);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The site's languages written in Latin letters, English first. */
export function latinLanguages() {
  return siteLanguages().filter((language) => writingSystemOf(language.code) === "Latn");
}

/** The letters each Latin language's language.json declares beyond English's (`letters`). */
export function declaredLetters(): string {
  return latinLanguages()
    .map((language) => readLanguageFile(language.code).letters ?? "")
    .join("");
}

/**
 * Every text a Latin page can show: the app's source and content (the folders of languages in
 * other scripts aside), the letters each language declares, and what Intl writes for each Latin
 * language at build time and in the browser (country names, amounts in every currency, dates).
 */
export function latinPageText(root = process.cwd()): string {
  const otherScripts = new Set(
    siteLanguages()
      .filter((language) => writingSystemOf(language.code) !== "Latn")
      .map((language) => `${localesFolder}/${language.code}/`),
  );
  const sources = filesUnder(join(root, "app"))
    .filter((path) => /\.(tsx?|md|json)$/.test(path))
    .map((path) => relative(root, path))
    .filter((path) => !path.startsWith("app/assets/") && ![...otherScripts].some((folder) => path.startsWith(folder)))
    .map((path) => readFileSync(join(root, path), "utf8"));
  const currencies = [...sendMoneyRates.sources, ...sendMoneyRates.destinations].map((place) => place.currency);
  const written = latinLanguages().flatMap((language) => {
    const naming = regionNaming(language.code);
    const countries = (Object.keys(firstCountries) as Array<keyof typeof firstCountries>).flatMap((list) => {
      const { first, rest } = countryList(list, naming);
      return [...first, ...rest].map((country) => country.name);
    });
    const amounts = currencies.map((currency) =>
      new Intl.NumberFormat(numberLocale(language), { style: "currency", currency }).format(-1234567.891),
    );
    const percent = new Intl.NumberFormat(numberLocale(language), { style: "percent" }).format(0.015);
    const dates = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(
        Date.UTC(2024, month, 15),
      ),
    );
    return [...countries, ...amounts, percent, ...dates];
  });
  return [alwaysIncluded, declaredLetters(), ...sources, ...written].join("\n").normalize("NFC");
}

/** The characters of `text` a font can draw, as sorted code points (no line breaks or controls). */
export function drawnCodePoints(text: string): number[] {
  const codePoints = new Set<number>();
  for (const character of text) if (!/\p{Cc}/u.test(character)) codePoints.add(character.codePointAt(0)!);
  return [...codePoints].toSorted((a, b) => a - b);
}

/** Code points as runs of consecutive ones. */
export function toRanges(codePoints: readonly number[]): CodePointRange[] {
  const ranges: Array<[number, number]> = [];
  for (const codePoint of [...codePoints].toSorted((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else if (!last || codePoint > last[1]) ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

/** The code points a TrueType or OpenType font maps to glyphs, read from its cmap (formats 4 and 12). */
export function cmapCodePoints(font: Buffer): number[] {
  const tableCount = font.readUInt16BE(4);
  let cmap: Buffer | undefined;
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + 16 * index;
    if (font.toString("latin1", record, record + 4) !== "cmap") continue;
    const offset = font.readUInt32BE(record + 8);
    cmap = font.subarray(offset, offset + font.readUInt32BE(record + 12));
  }
  if (!cmap) throw new Error("the font has no cmap table");
  const codePoints = new Set<number>();
  for (let index = 0; index < cmap.readUInt16BE(2); index += 1) {
    const table = cmap.readUInt32BE(4 + 8 * index + 4);
    const format = cmap.readUInt16BE(table);
    if (format === 12) {
      for (let group = 0; group < cmap.readUInt32BE(table + 12); group += 1) {
        const start = cmap.readUInt32BE(table + 16 + 12 * group);
        const end = cmap.readUInt32BE(table + 20 + 12 * group);
        for (let codePoint = start; codePoint <= end; codePoint += 1) codePoints.add(codePoint);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let segment = 0; segment < segments; segment += 1) {
        const start = cmap.readUInt16BE(starts + 2 * segment);
        const end = cmap.readUInt16BE(ends + 2 * segment);
        const delta = cmap.readInt16BE(deltas + 2 * segment);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * segment);
        for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
          const at = rangeOffsets + 2 * segment + rangeOffset + 2 * (codePoint - start);
          const glyph = rangeOffset === 0 ? (codePoint + delta) & 0xffff : cmap.readUInt16BE(at);
          if (glyph !== 0) codePoints.add(codePoint);
        }
      }
    }
  }
  return [...codePoints].toSorted((a, b) => a - b);
}

/** The characters the complete Inter draws. */
export async function completeFaceCodePoints(): Promise<number[]> {
  return cmapCodePoints(Buffer.from(await fontverter.convert(readFileSync(completeFaceFile), "truetype")));
}

/** The characters of the cut: those the Latin pages show that Inter draws. */
export async function latinLetters(root = process.cwd()): Promise<number[]> {
  const drawn = new Set(await completeFaceCodePoints());
  return drawnCodePoints(latinPageText(root)).filter((codePoint) => drawn.has(codePoint));
}

/** Inter cut to `codePoints`, as WOFF2: the site's weights, the text optical size, the layout it needs. */
export function latinLettersFace(codePoints: readonly number[]): Promise<Buffer> {
  return subsetFont(readFileSync(completeFaceFile), String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: latinWeights, opsz: textOpticalSize },
    keepFeatures: layoutFeatures,
  });
}

const fontFace = (src: string, ranges: readonly CodePointRange[]) => `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${latinWeights.min} ${latinWeights.max};
  src: url("${src}") format("woff2-variations");
  unicode-range: ${formatUnicodeRange(ranges)};
}
`;

/** The two @font-face rules, the cut face's file named from the stylesheet's own folder. */
export function latinFacesCss(
  lettersFileName: string,
  letters: readonly CodePointRange[],
  complete: readonly CodePointRange[],
): string {
  return [
    "/* Generated by scripts/generate-assets.ts (scripts/lib/latin-faces.ts): do not edit. */\n",
    fontFace(`./${lettersFileName}`, letters),
    fontFace(completeFaceUrl, withoutRanges(complete, letters)),
  ].join("");
}
