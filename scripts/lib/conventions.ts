/** Conventions a script can keep (docs/decisions/025): sentence case, French ordinals, glossary terms. */
import type { Messages } from "#app/lib/i18n/catalog.ts";

export type Text = { where: string; text: string };

/** Catalog strings keyed title, heading, category or eyebrow. */
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

/** Words the running text capitalises after another word and never writes in lower case. */
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

/** Title Case: at least half the later words of 4+ letters capitalised, names aside ("Finanças Pessoais"). */
export function titleCased(texts: readonly Text[], names: ReadonlySet<string>): Text[] {
  return texts.filter(({ text }) => {
    // Each sentence's first word keeps its capital ("Oups ! Page introuvable"), numbering aside.
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

export type GlossaryRule = { english: string[]; forms: string[]; rejected: string[] };

// A note's forms not to use: "jamais « geler »", "never «0 رسوم» or «صفر رسوم»", "kamwe "viwango"".
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

/** The rows of a glossary.md table (| English | Language | Note |) whose note rules forms out. */
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
// A Romance infinitive ("geler") in any person ("gelez").
const anyInflection = (form: string) =>
  /^\p{L}{5,}$/u.test(form) && /(?:er|ir|ar)$/.test(form) ? startsWord(form.slice(0, -2)) : startsWord(form);

export type Unit = { key: string; english: string; translation: string };

// "صفر رسوم خفية" holds the glossary's "رسوم خفية" only inside the rejected "صفر رسوم".
function withoutRejected(text: string, rejected: readonly string[]): string {
  return rejected.reduce(
    (rest, form) => rest.replace(new RegExp(anyInflection(form).source + "\\p{L}*", "giu"), " "),
    text,
  );
}

/**
 * Units whose English names a term and whose translation writes a ruled-out form and not the
 * glossary's own ("vikomo na viwango", limits and rates, uses "viwango" for another term).
 */
export function rejectedForms(units: readonly Unit[], rules: readonly GlossaryRule[]): string[] {
  return rules.flatMap(({ english, forms, rejected }) => {
    // "freeze a card" matches "Freeze your cards".
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

const blocks = (text: string) => text.replace(/\]\([^)]*\)/g, "]").split(/\n\s*\n/);

/** A translation beside its English, block by block, line by line where a block's lines match; no link targets. */
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
