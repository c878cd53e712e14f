import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Messages } from "#app/lib/i18n/catalog.ts";
import { defaultLanguage } from "#app/lib/i18n/language.ts";
import { languageCodes, readMarkdownFiles, readMessages } from "#app/lib/i18n/languages.server.ts";
import { splitMarkdown } from "#app/lib/translated-markdown.server.ts";
import {
  frenchOrdinalSlips,
  glossaryRules,
  headingMessages,
  markdownHeadings,
  markdownUnits,
  namesIn,
  rejectedForms,
  titleCased,
  type Unit,
} from "#scripts/lib/conventions.ts";

function strings(messages: Messages, path: string[] = []): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[[...path, key].join("."), value] as [string, string]]
      : strings(value, [...path, key]),
  );
}

/** A language's catalog and Markdown as units beside their English, and its headings. */
function language(code: string) {
  const english = new Map(strings(readMessages(defaultLanguage) as Messages));
  const messages = readMessages(code) as Messages;
  const translated = new Map(strings(messages));
  const units: Unit[] = [...english].map(([key, text]) => ({
    key,
    english: text,
    translation: translated.get(key) ?? "",
  }));
  const headings = headingMessages(messages);
  for (const kind of ["articles", "legal"] as const)
    for (const file of readMarkdownFiles(code, kind)) {
      const source = readFileSync(`app/content/${kind}/${file.path.split("/").at(-1)}`, "utf8");
      units.push(...markdownUnits(file.path, source, file.markdown));
      const { frontMatter, body } = splitMarkdown(file.markdown, file.path);
      headings.push(...markdownHeadings(file.path, body, frontMatter));
    }
  return { units, headings, texts: units.map(({ key, translation }) => ({ where: key, text: translation })) };
}

const translatedCodes = languageCodes().filter((code) => code !== defaultLanguage);

describe("conventions a script keeps (docs/decisions/025)", () => {
  it("finds Title Case in a heading, a category or a tag, and leaves names and numbering alone", () => {
    const names = namesIn(["As taxas do Banco Mundial para o Nigeria", "Poupe para um fundo de emergência."]);
    const texts = [
      "Finanças Pessoais",
      "Fundo de Emergência",
      "Ao custo médio do Banco Mundial",
      "7.1 Fazer um pagamento",
      "Ups! Página não encontrada",
      "Enviar dinheiro para o Nigeria",
    ].map((text) => ({ where: "x", text }));
    expect(titleCased(texts, names).map(({ text }) => text)).toEqual(["Finanças Pessoais", "Fundo de Emergência"]);
  });

  it("finds French ordinals written another way", () => {
    const texts = ["le 1 janvier 2025", "au 2ème trimestre", "la 1ère fois", "le 1er janvier", "2e trimestre 2024"];
    expect(frenchOrdinalSlips(texts.map((text) => ({ where: "x", text }))).map(({ text }) => text)).toEqual(
      texts.slice(0, 3),
    );
  });

  it("reads the forms a glossary rules out, and finds a term written one of those ways", () => {
    const rules = glossaryRules(
      [
        "| English | Français | Note |",
        "|---|---|---|",
        "| freeze a card | bloquer sa carte | « Bloquez votre carte » ; jamais « geler » (anglicisme) |",
        "| account | compte | « ouvrir un compte » |",
        "| hidden fees | رسوم خفية | never «0 رسوم» or «صفر رسوم» |",
      ].join("\n"),
    );
    expect(rules).toEqual([
      { english: ["freeze a card"], forms: ["bloquer sa carte"], rejected: ["geler"] },
      { english: ["hidden fees"], forms: ["رسوم خفية"], rejected: ["0 رسوم", "صفر رسوم"] },
    ]);
    const units = [
      { key: "terms", english: "freeze your card in the app", translation: "gelez votre carte dans l’application" },
      { key: "ui", english: "Freeze your cards", translation: "Bloquez vos cartes" },
      { key: "fees", english: "Zero hidden fees", translation: "صفر رسوم خفية" },
      { key: "both", english: "No hidden fees, not zero", translation: "لا رسوم خفية، وليس صفر رسوم" },
      { key: "weather", english: "It may freeze", translation: "il peut geler" },
    ];
    expect(rejectedForms(units, rules)).toEqual([
      'terms: "geler" for "freeze a card", which the glossary rules out',
      'fees: "صفر رسوم" for "hidden fees", which the glossary rules out',
    ]);
  });

  it("lines a translated Markdown file up with its English, line by line in lists and tables", () => {
    const units = markdownUnits(
      "fr.md",
      "# Title\n\n- one\n- two [link](/a)\n\nText",
      "# Titre\n\n- un\n- deux [lien](/a)\n\nTexte",
    );
    expect(units).toEqual([
      { key: "fr.md:1", english: "# Title", translation: "# Titre" },
      { key: "fr.md:3", english: "- one", translation: "- un" },
      { key: "fr.md:4", english: "- two [link]", translation: "- deux [lien]" },
      { key: "fr.md:6", english: "Text", translation: "Texte" },
    ]);
  });

  for (const code of translatedCodes)
    it(`${code} writes every glossary term the way its glossary says`, () => {
      const glossary = `app/content/locales/${code}/glossary.md`;
      if (!existsSync(glossary)) return;
      expect(rejectedForms(language(code).units, glossaryRules(readFileSync(glossary, "utf8")))).toEqual([]);
    });

  for (const code of translatedCodes.filter((candidate) => ["fr", "pt"].includes(candidate)))
    it(`${code} writes headings, categories and tags in sentence case`, () => {
      const { headings, texts } = language(code);
      expect(titleCased(headings, namesIn(texts.map(({ text }) => text)))).toEqual([]);
    });

  for (const code of translatedCodes.filter((candidate) => candidate === "fr"))
    it("French writes 1er and 2e", () => {
      expect(frenchOrdinalSlips(language(code).texts)).toEqual([]);
    });
});
