import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { languageProblems } from "#scripts/lib/languages.ts";
import { writePseudoLanguage } from "#scripts/lib/pseudo-language.ts";
import { languageCodes, readLanguageFile } from "#app/lib/i18n/languages.server.ts";

/** A copy of what the language check reads: English Markdown and the locale folders. */
function copyContent(): string {
  const root = mkdtempSync(join(tmpdir(), "sankofa-languages-"));
  for (const folder of ["app/content/articles", "app/content/legal", "app/content/locales/en"]) {
    mkdirSync(join(root, folder), { recursive: true });
    cpSync(folder, join(root, folder), { recursive: true });
  }
  return root;
}

let root: string;
const xx = (path: string) => join(root, "app/content/locales/xx", path);
const where = "app/content/locales/xx";

function editJson(path: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(xx(path), "utf8")) as Record<string, unknown>;
  edit(data);
  writeFileSync(xx(path), JSON.stringify(data));
}

function editText(path: string, edit: (text: string) => string): void {
  writeFileSync(xx(path), edit(readFileSync(xx(path), "utf8")));
}

beforeEach(() => {
  root = copyContent();
  writePseudoLanguage(root, "xx");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the language folders", () => {
  it("find a new language from its folder alone, and accept a complete one", () => {
    expect(languageCodes(root)).toEqual(["en", "xx"]);
    expect(readLanguageFile("xx", root).dir).toBe("ltr");
    expect(languageProblems(root)).toEqual([]);
  });

  it("name the language, the file and the key of a missing, empty or extra message", () => {
    editJson("messages.json", (catalog) => {
      const interfaceWords = catalog.interface as Record<string, unknown>;
      delete interfaceWords.skipLink;
      interfaceWords.themeToggle = "";
      interfaceWords.surplus = "Tŕöp";
    });
    expect(languageProblems(root)).toEqual([
      `${where}/messages.json: missing interface.skipLink`,
      `${where}/messages.json: empty interface.themeToggle`,
      `${where}/messages.json: extra interface.surplus, not in English`,
    ]);
  });

  it("name a message whose placeholders differ from English", () => {
    editJson("messages.json", (catalog) => {
      (catalog.home as Record<string, Record<string, Record<string, string>>>).testimonials!.controls!.slide =
        "Ţéšţíɱöñý {position}";
    });
    expect(languageProblems(root)).toEqual([
      `${where}/messages.json: home.testimonials.controls.slide has placeholders {position} where English has {count, position}`,
    ]);
  });

  it("name a translated article whose untranslated front matter, headings or links differ from English", () => {
    const article = "articles/sme-growth-africa-financing-expansion.md";
    editText(article, (text) =>
      text
        .replace("readTime: 10", "readTime: 9")
        .replace(/^## .*$/m, "### Wrong level")
        .replace("](/", "](/fr/"),
    );
    expect(languageProblems(root)).toEqual([
      `${where}/${article}: readTime must equal English (10)`,
      `${where}/${article}: headings differ from English in number or level`,
      `${where}/${article}: links differ from English (targets must be kept as written)`,
    ]);
  });

  it("name a missing document, a missing glossary and an invalid language.json", () => {
    rmSync(xx("legal/privacy.md"));
    rmSync(xx("glossary.md"));
    editJson("language.json", (language) => {
      language.dir = "sideways";
    });
    const problems = languageProblems(root);
    expect(problems).toContain(`${where}/legal/privacy.md: missing`);
    expect(problems).toContain(`${where}/glossary.md: missing`);
    expect(problems.some((problem) => problem.startsWith(`${where}/language.json: dir:`))).toBe(true);
  });

  it("fail while the English catalog is stale", () => {
    writeFileSync(join(root, "app/content/locales/en/messages.json"), "{}\n");
    expect(languageProblems(root)[0]).toBe(
      "app/content/locales/en/messages.json is out of date with the content modules: run npm run i18n:extract",
    );
  });
});
