/**
 * Conventions of each language a script can keep (issue 23, docs/decisions/025): French and
 * Portuguese write headings, categories and tags in sentence case; French writes ordinals "1er",
 * "2e"; and a term the glossary fixes is written the way it says, not another.
 */
import type { Messages } from "#app/lib/i18n/catalog.ts";

export type Text = { where: string; text: string };

/** Catalog strings whose key names a heading, a title or a category, with their key path. */
export function headingMessages(messages: Messages, path: string[] = []): Text[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const where = [...path, key];
    if (typeof value !== "string") return headingMessages(value, where);
    return /^(title|heading|category|eyebrow)$/.test(key) || path.at(-1) === "categories"
      ? [{ where: where.join("."), text: value }]
      : [];
  });
}

/** A Markdown file's headings and its front matter's title, category and tags. */
export function markdownHeadings(path: string, markdown: string, frontMatter: Record<string, unknown>): Text[] {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, text]) => ({ where: path, text: text! }));
  const labels = [frontMatter.title, frontMatter.category, ...((frontMatter.tags as unknown[] | undefined) ?? [])];
  return [...headings, ...labels.filter((label) => typeof label === "string").map((text) => ({ where: path, text }))];
}

const words = (text: string) =>
  text
    .replace(/[«»“”"():,;!?.{}[\]*#|]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^[dl]['’]/i, ""));

const capitalised = (word: string) => /^\p{Lu}\p{Ll}/u.test(word);

/**
 * Names, as the language's running text writes them: words it capitalises after another word
 * ("do Banco Mundial", "au Nigeria") and never writes in lower case.
 */
export function namesIn(texts: readonly string[]): Set<string> {
  const lower = new Set<string>();
  const names = new Set<string>();
  for (const text of texts)
    for (const sentence of text.split(/[.!?:;]\s+|\n/)) {
      const sentenceWords = words(sentence);
      sentenceWords.forEach((word, index) => {
        if (!capitalised(word)) lower.add(word.toLowerCase());
        else if (index > 0) names.add(word);
      });
    }
  return new Set([...names].filter((name) => !lower.has(name.toLowerCase())));
}

/**
 * Headings in Title Case: after the first word, at least half the words of four letters or more
 * start with a capital that is no name's ("Finanças Pessoais", "Envoyer de l’Argent").
 */
export function titleCased(texts: readonly Text[], names: ReadonlySet<string>): Text[] {
  return texts.filter(({ text }) => {
    // Each sentence's first word ("Oups ! Page introuvable"), numbering ("7.1") aside, keeps its capital.
    const rest = text
      .split(/[.!?:]\s+/)
      .flatMap((sentence) =>
        words(sentence)
          .filter((word) => /\p{L}/u.test(word))
          .slice(1),
      )
      .filter((word) => word.length >= 4 && !/^\p{Lu}+$/u.test(word));
    const capitals = rest.filter((word) => capitalised(word) && !names.has(word));
    return capitals.length > 0 && capitals.length * 2 >= rest.length;
  });
}

const frenchMonths = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";

/** French ordinals written another way: "1 janvier" (1er), "2ème", "2è", "1ère" (1re), "2nd" (2d). */
export function frenchOrdinalSlips(texts: readonly Text[]): Text[] {
  const slips = new RegExp(`\\b1\\s(?:${frenchMonths})\\b|\\b\\d+\\s?(?:ème|eme|è|ième|ère|nd)\\b`, "iu");
  return texts.filter(({ text }) => slips.test(text));
}

/** One row of a glossary table: the English term's spellings, the language's forms, and those its note rules out. */
export type GlossaryRule = { english: string[]; forms: string[]; rejected: string[] };

/**
 * A glossary note's forms not to use: quoted right after a negation, and any quoted after those
 * joined by "or" ("jamais « geler »", "never «0 رسوم» or «صفر رسوم»", "kamwe "viwango"").
 */
const quote = `[«“"]\\s*([^»”"]+?)\\s*[»”"]`;
const negation = "never|not|avoid|jamais|pas|nunca|não|nem|kamwe|si|epuka|wala";
const rejection = new RegExp(
  `(?<!\\p{L})(?:${negation})\\s+${quote}((?:\\s*(?:,|or|ou|ni|nem|wala|na)\\s*${quote})*)`,
  "giu",
);

function rejectedIn(note: string): string[] {
  return Array.from(note.matchAll(rejection)).flatMap(([, first, rest = ""]) => [
    first!.trim(),
    ...Array.from(rest.matchAll(new RegExp(quote, "gu")), ([, form]) => form!.trim()),
  ]);
}

/**
 * The rules of a glossary.md table (| English | Language | Note |): each English term (split at
 * "/", without what is in brackets) and the quoted forms its note names after a negation.
 */
export function glossaryRules(markdown: string): GlossaryRule[] {
  return markdown
    .split("\n")
    .filter((line) => /^\|.*\|\s*$/.test(line) && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map(([, english = "", target = "", note = ""]) => {
      const rejected = rejectedIn(note);
      return {
        // "kikomo (wingi vikomo)": the forms outside brackets, and the last word inside them.
        forms: [
          ...target.replace(/\([^)]*\)/g, "").split(/[/,]/),
          ...Array.from(target.matchAll(/\(([^)]*)\)/g), ([, inside]) => inside!.trim().split(/\s+/).at(-1) ?? ""),
        ]
          .map((form) => form.replace(/[«»“”"]/g, "").trim())
          .filter(Boolean),
        english: english
          .replace(/\([^)]*\)/g, "")
          .split("/")
          .map((term) => term.trim())
          .filter((term) => term.length > 2),
        rejected,
      };
    })
    .filter(({ english, rejected }) => english.length > 0 && rejected.length > 0);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(form)}`, "iu");
/** A rejected form as written in any person: a Romance infinitive ("geler") by its stem ("gelez"). */
const anyInflection = (form: string) =>
  /^\p{L}{5,}$/u.test(form) && /(?:er|ir|ar)$/.test(form) ? startsWord(form.slice(0, -2)) : startsWord(form);

/** A unit of a catalog: its key, its English and its translation. */
export type Unit = { key: string; english: string; translation: string };

/** The text with the rejected forms taken out: "صفر رسوم خفية" holds "رسوم خفية" only inside "صفر رسوم". */
function withoutRejected(text: string, rejected: readonly string[]): string {
  return rejected.reduce(
    (rest, form) => rest.replace(new RegExp(anyInflection(form).source + "\\p{L}*", "giu"), " "),
    text,
  );
}

/**
 * Units whose English names a glossary term and whose translation writes it a way the glossary
 * rules out, and not its own way: the term translated two ways. (A unit with both, Swahili's
 * "vikomo na viwango" for "limits and rates", uses the rejected word for another term.)
 */
export function rejectedForms(units: readonly Unit[], rules: readonly GlossaryRule[]): string[] {
  return rules.flatMap(({ english, forms, rejected }) => {
    // "freeze a card" names "Freeze your cards": each word of three letters or more, in any order.
    const terms = english.map((term) =>
      words(term)
        .filter((word) => word.length >= 3)
        .map(startsWord),
    );
    return units.flatMap((unit) =>
      terms.some((term) => term.every((pattern) => pattern.test(unit.english))) &&
      !forms.some((form) => startsWord(form).test(withoutRejected(unit.translation, rejected)))
        ? rejected
            .filter((form) => anyInflection(form).test(unit.translation))
            .map((form) => `${unit.key}: "${form}" for "${english[0]}", which the glossary rules out`)
        : [],
    );
  });
}

/**
 * A translated Markdown file as units beside its English, keyed by file and line: block by block
 * (the build has checked both have the same headings), and line by line inside a block (a list, a
 * table) of as many lines as its English. Link targets are left out: they are addresses.
 */
const blocks = (text: string) => text.replace(/\]\([^)]*\)/g, "]").split(/\n\s*\n/);

export function markdownUnits(path: string, english: string, translation: string): Unit[] {
  const source = blocks(english);
  const target = blocks(translation);
  if (source.length !== target.length) return [];
  const units: Unit[] = [];
  let line = 1;
  source.forEach((block, index) => {
    const translated = target[index]!;
    const sourceLines = block.split("\n");
    const targetLines = translated.split("\n");
    if (sourceLines.length === targetLines.length)
      sourceLines.forEach((text, offset) =>
        units.push({ key: `${path}:${line + offset}`, english: text, translation: targetLines[offset]! }),
      );
    else units.push({ key: `${path}:${line}`, english: block, translation: translated });
    line += targetLines.length + 1;
  });
  return units;
}
