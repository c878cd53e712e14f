/** The build's checks of the language folders (docs/decisions/015), each problem named by file and key. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import { catalogProblems, type Messages } from "#app/lib/i18n/catalog.ts";
import { defaultLanguage } from "#app/lib/i18n/language.ts";
import { languageCodes, readLanguageFile, readMarkdownFiles, readMessages } from "#app/lib/i18n/languages.server.ts";
import { catalogText, localesFolder } from "#app/lib/i18n/locales.ts";
import { textFormProblems, type Orthography } from "./text-form.ts";

const repositoryRoot = new URL("../../", import.meta.url).pathname;

/** Front matter keys a translation writes in its own language; every other key equals English. */
export const translatedFrontMatterKeys = ["title", "excerpt", "description", "category", "tags"];

const englishFolders = { articles: "app/content/articles", legal: "app/content/legal" } as const;

type MarkdownFile = { path: string; markdown: string };

function readEnglishMarkdown(kind: keyof typeof englishFolders, root: string): MarkdownFile[] {
  const folder = join(root, englishFolders[kind]);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .toSorted()
    .map((file) => ({ path: `${englishFolders[kind]}/${file}`, markdown: readFileSync(join(folder, file), "utf8") }));
}

function split(markdown: string): { frontMatter: Record<string, unknown>; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(markdown);
  if (!match) return undefined;
  const frontMatter = parseYaml(match[1] ?? "", { schema: "core" }) as unknown;
  if (typeof frontMatter !== "object" || frontMatter === null) return undefined;
  return { frontMatter: frontMatter as Record<string, unknown>, body: match[2] ?? "" };
}

const headingLevels = (body: string) => [...body.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]!.length).join(",");

const facts = (body: string) =>
  [...body.matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1]!)
    .toSorted()
    .join(" ");

const linkTargets = (body: string) =>
  [...body.matchAll(/\]\(([^)\s]+)/g)]
    .map((match) => match[1]!)
    .toSorted()
    .join(" ");

/** A translated Markdown file against its English source. */
export function markdownProblems(english: MarkdownFile, translation: MarkdownFile): string[] {
  const source = split(english.markdown);
  const target = split(translation.markdown);
  if (!source) return [`${english.path}: missing front matter`];
  if (!target) return [`${translation.path}: missing front matter between --- lines`];
  const problems: string[] = [];
  const sourceKeys = Object.keys(source.frontMatter);
  const targetKeys = Object.keys(target.frontMatter);
  if (sourceKeys.join(",") !== targetKeys.join(","))
    problems.push(
      `${translation.path}: front matter keys ${targetKeys.join(", ")}; English has ${sourceKeys.join(", ")}`,
    );
  for (const key of sourceKeys) {
    const value = target.frontMatter[key];
    if (!(key in target.frontMatter)) continue;
    if (translatedFrontMatterKeys.includes(key)) {
      const expected = source.frontMatter[key];
      if (Array.isArray(expected)) {
        if (!Array.isArray(value) || value.length !== expected.length || value.some((v) => !String(v).trim()))
          problems.push(`${translation.path}: ${key} must list ${expected.length} non-empty entries, as English does`);
      } else if (typeof value !== "string" || !value.trim()) {
        problems.push(`${translation.path}: empty ${key}`);
      }
    } else if (JSON.stringify(value) !== JSON.stringify(source.frontMatter[key])) {
      problems.push(`${translation.path}: ${key} must equal English (${JSON.stringify(source.frontMatter[key])})`);
    }
  }
  if (headingLevels(source.body) !== headingLevels(target.body))
    problems.push(`${translation.path}: headings differ from English in number or level`);
  if (facts(source.body) !== facts(target.body))
    problems.push(`${translation.path}: {{facts}} differ from English (${facts(source.body) || "none"})`);
  if (linkTargets(source.body) !== linkTargets(target.body))
    problems.push(`${translation.path}: links differ from English (targets must be kept as written)`);
  return problems;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** How a language's messages and Markdown store their letters. */
function storedFormProblems(code: string, orthography: Orthography, root: string): string[] {
  const files = [
    `${localesFolder}/${code}/messages.json`,
    ...(["articles", "legal"] as const).flatMap((kind) => readMarkdownFiles(code, kind, root).map((file) => file.path)),
  ];
  return files
    .filter((path) => existsSync(join(root, path)))
    .flatMap((path) => textFormProblems(readFileSync(join(root, path), "utf8"), path, orthography));
}

export function languageFolderProblems(code: string, english: Messages, root = repositoryRoot): string[] {
  const folder = `${localesFolder}/${code}`;
  const problems: string[] = [];
  try {
    problems.push(...storedFormProblems(code, readLanguageFile(code, root), root));
  } catch (error) {
    problems.push((error as Error).message);
  }
  const messages = readMessages(code, root);
  if (messages === undefined) problems.push(`${folder}/messages.json: missing`);
  else problems.push(...catalogProblems(english, messages, `${folder}/messages.json`));
  for (const kind of ["articles", "legal"] as const) {
    const sources = readEnglishMarkdown(kind, root);
    const translations = readMarkdownFiles(code, kind, root);
    for (const source of sources) {
      const translation = translations.find((file) => fileName(file.path) === fileName(source.path));
      if (!translation) problems.push(`${folder}/${kind}/${fileName(source.path)}: missing`);
      else problems.push(...markdownProblems(source, translation));
    }
    for (const translation of translations)
      if (!sources.some((source) => fileName(source.path) === fileName(translation.path)))
        problems.push(`${translation.path}: extra, no English ${kind} file of that name`);
  }
  if (!existsSync(join(root, folder, "glossary.md"))) problems.push(`${folder}/glossary.md: missing`);
  return problems;
}

export function staleEnglishCatalog(root = repositoryRoot): string[] {
  const path = `${localesFolder}/${defaultLanguage}/messages.json`;
  const file = join(root, path);
  const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  return current === catalogText(englishCatalog())
    ? []
    : [`${path} is out of date with the content modules: run npm run i18n:extract`];
}

export function languageProblems(root = repositoryRoot): string[] {
  const problems = staleEnglishCatalog(root);
  try {
    readLanguageFile(defaultLanguage, root);
  } catch (error) {
    problems.push((error as Error).message);
  }
  for (const kind of Object.keys(englishFolders) as Array<keyof typeof englishFolders>)
    for (const file of readEnglishMarkdown(kind, root)) problems.push(...textFormProblems(file.markdown, file.path));
  const english = englishCatalog();
  for (const code of languageCodes(root).filter((candidate) => candidate !== defaultLanguage))
    problems.push(...languageFolderProblems(code, english, root));
  return problems;
}
