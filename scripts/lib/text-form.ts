/**
 * One agreed way to store each letter (issue 24): text in Unicode NFC, so a dotted vowel with its
 * tone mark is always the same code points (ọ̀ is U+1ECD U+0300, never o U+0323 U+0300), and no
 * look-alike standing in for a letter. The build runs it on every language's files
 * (scripts/lib/languages.ts).
 */

/** How a language writes what the checks cannot guess: the apostrophe that is one of its letters. */
export type Orthography = { letterApostrophe?: string };

const codePoints = (text: string) =>
  [...text].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

/** Line and column (from 1) of the index `at` in `text`. */
function position(text: string, at: number): string {
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  return `${line}:${at - before.lastIndexOf("\n")}`;
}

/** Apostrophes and accents that look like Hausa's glottal ʼ (U+02BC) and are not it. */
const apostropheLookAlikes = "'’‘ʻ`´";

type LookAlike = { pattern: RegExp; says: (found: string) => string };

function lookAlikes(orthography: Orthography): LookAlike[] {
  const checks: LookAlike[] = [
    {
      // Some Yoruba keyboards type the dot under ẹ ọ ṣ as a vertical line below.
      pattern: /\p{L}\u0329/gu,
      says: (found) => `"${found}" has a vertical line below (U+0329) where the dot below is meant: ${found[0]}\u0323`,
    },
    {
      pattern: /(?=[\p{L}\p{M}]*\p{Script=Latin})(?=[\p{L}\p{M}]*[\p{Script=Cyrillic}\p{Script=Greek}])[\p{L}\p{M}]+/gu,
      says: (found) => `"${found}" mixes Latin with Cyrillic or Greek letters that look alike (${codePoints(found)})`,
    },
  ];
  const letter = orthography.letterApostrophe;
  if (letter) {
    const others = `[${apostropheLookAlikes}]`;
    checks.push({
      pattern: new RegExp(`(?<=\\p{L})${others}(?=\\p{L})|(?<![\\p{L}\\p{N}])${others}(?=y)`, "gu"),
      says: (found) => `${codePoints(found)} stands in for the letter ${letter} (${codePoints(letter)})`,
    });
  } else {
    checks.push({
      pattern: /\u02bc/gu,
      says: () => "U+02BC, a letter apostrophe the language's language.json does not name (letterApostrophe)",
    });
  }
  return checks;
}

/** What is wrong with how `text` is stored: one line per problem, naming `where` and the place. */
export function textFormProblems(text: string, where: string, orthography: Orthography = {}): string[] {
  const problems: string[] = [];
  const normalized = text.normalize("NFC");
  if (normalized !== text) {
    let at = 0;
    while (at < text.length && text[at] === normalized[at]) at += 1;
    const start = Math.max(0, text.slice(0, at).search(/\S*$/u));
    const word = text.slice(start).match(/^\S+/u)?.[0] ?? "";
    problems.push(
      `${where}:${position(text, at)}: not NFC: "${word}" is ${codePoints(word)}; NFC writes ${codePoints(word.normalize("NFC"))}`,
    );
  }
  for (const { pattern, says } of lookAlikes(orthography))
    for (const match of text.matchAll(pattern))
      problems.push(`${where}:${position(text, match.index)}: ${says(match[0])}`);
  return problems;
}
