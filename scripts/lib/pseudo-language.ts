/** A throwaway language from English (docs/decisions/015): accented letters show any English left on a page. */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import type { Messages } from "#app/lib/i18n/catalog.ts";
import { catalogText, localesFolder } from "#app/lib/i18n/locales.ts";
import { translatedFrontMatterKeys } from "./languages.ts";

const accented: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyz"].map((letter, index) => [letter, "àƀçđéƒĝĥíĵķĺɱñöþʠŕšţüʋŵẋýž"[index]!]),
);

function swapLetters(text: string): string {
  return text.replace(/[a-z]/gi, (letter) => {
    const swapped = accented[letter.toLowerCase()]!;
    return letter === letter.toLowerCase() ? swapped : swapped.toUpperCase();
  });
}

/** Swaps the letters of `text` outside {placeholders}, {{placeholders}} and Markdown link targets. */
export function pseudoText(text: string): string {
  return text
    .split(/(\{\{?[a-zA-Z][a-zA-Z0-9]*\}\}?|\]\([^)]*\)|^#+ |^\s*[-*] |^\s*\d+\. |^>\s?)/m)
    .map((part, index) => (index % 2 === 1 ? part : swapLetters(part)))
    .join("");
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoText(value) : pseudoMessages(value),
    ]),
  );
}

export function pseudoMarkdown(markdown: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(markdown);
  if (!match) return markdown;
  const frontMatter = (match[1] ?? "")
    .split("\n")
    .map((line) => {
      const key = /^([a-zA-Z]+):/.exec(line)?.[1];
      if (!key || !translatedFrontMatterKeys.includes(key)) return line;
      const value = line.slice(key.length + 1);
      return `${key}:${value.replace(
        /"([^"]*)"|([^\s",[\]][^",[\]]*[^\s",[\]]|[^\s",[\]])/g,
        (whole, quoted?: string) => (quoted === undefined ? `"${pseudoText(whole)}"` : `"${pseudoText(quoted)}"`),
      )}`;
    })
    .join("\n");
  const body = (match[2] ?? "")
    .split("\n")
    .map((line) => (/^\|?[\s:|-]+\|?$/.test(line) ? line : pseudoText(line)))
    .join("\n");
  return `---\n${frontMatter}\n---\n${body}`;
}

export function writePseudoLanguage(root: string, code: string, dir: "ltr" | "rtl" = "ltr"): void {
  const folder = join(root, localesFolder, code);
  mkdirSync(folder, { recursive: true });
  const language = {
    code,
    autonym: pseudoText(`Pseudo ${code}`),
    englishName: "Pseudo",
    dir,
    locale: "en-GB",
    openGraphLocale: "en_GB",
    numberingSystem: "latn",
    review: { status: "unreviewed", translator: "scripts/lib/pseudo-language.ts" },
  };
  writeFileSync(join(folder, "language.json"), `${JSON.stringify(language, null, 2)}\n`);
  writeFileSync(join(folder, "messages.json"), catalogText(pseudoMessages(englishCatalog())));
  for (const kind of ["articles", "legal"]) {
    const source = join(root, "app/content", kind);
    mkdirSync(join(folder, kind), { recursive: true });
    for (const file of readdirSync(source).filter((name) => name.endsWith(".md")))
      writeFileSync(join(folder, kind, file), pseudoMarkdown(readFileSync(join(source, file), "utf8")));
  }
  writeFileSync(join(folder, "glossary.md"), `# ${pseudoText("Pseudo")}: a throwaway language\n`);
}

export function copyRepository(source: string, target: string): void {
  cpSync(source, target, {
    recursive: true,
    filter: (path) =>
      !/\/(node_modules|build|\.git|\.react-router|test-results|reports|data)(\/|$)/.test(path.slice(source.length)),
  });
}
