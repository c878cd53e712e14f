import { describe, expect, it } from "vitest";
import { contentModules } from "#app/content/validate.ts";
import { readArticleSources } from "#scripts/lib/article-files.ts";

const straightQuote = /['"]/;

/** Every string in `value`, with where it sits, e.g. "app/content/home.ts › hero.lead". */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/**
 * The prose of a Markdown file: front matter values and body, without code spans, link
 * destinations and YAML's own quoting, where straight quotes are syntax, not typography.
 */
function prose(markdown: string): string[] {
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? [];
  const values = frontMatter.split("\n").map((line) => line.replace(/^\w+: "?(.*?)"?$/, "$1"));
  const lines = body
    .replace(/`[^`]*`/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .split("\n");
  return [...values, ...lines];
}

/** The spec's success message, asserted word for word (spec section 8), keeps its straight apostrophe. */
const specWordForWord = new Set(["app/content/contact.ts.resultMessages.sent"]);

describe("typographic quotes (’ “ ”), never straight ones, in the copy", () => {
  it("in every content module", () => {
    const found = contentModules.flatMap(({ path, data }) =>
      strings(data, path).filter(({ path: where, text }) => straightQuote.test(text) && !specWordForWord.has(where)),
    );
    expect(found).toEqual([]);
  });

  it("in every article and legal document", () => {
    const sources = [...readArticleSources(), ...readArticleSources("app/content/legal")];
    const found = sources.flatMap(({ path, markdown }) =>
      prose(markdown)
        .filter((line) => straightQuote.test(line))
        .map((line) => `${path}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("sees straight quotes in prose, not in YAML quoting, code spans or link destinations", () => {
    const markdown = '---\ntitle: "A title"\n---\nIt\'s "here" in `code "ok"` and [a](/x?q="y").';
    expect(prose(markdown).filter((line) => straightQuote.test(line))).toEqual(['It\'s "here" in  and [a].']);
  });
});
