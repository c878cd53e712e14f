import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnreviewedNotice } from "#app/components/language-switcher.tsx";
import { messagesOf } from "#app/lib/i18n/languages.server.ts";

const words = { unreviewed: "Cette traduction n’a pas encore été relue.", unreviewedLink: "Lire la page en anglais" };

describe("the unreviewed language's line (D25)", () => {
  it("says so in the page's language and links to the English page", () => {
    const html = renderToStaticMarkup(<UnreviewedNotice review="unreviewed" words={words} englishPath="/support" />);
    expect(html).toContain(words.unreviewed);
    expect(html).toMatch(/<a href="\/support" hrefLang="en" lang="en"[^>]*>Lire la page en anglais<\/a>/);
  });

  it("is not there once a named reviewer has signed the language off, nor in English", () => {
    for (const review of ["reviewed", "source"] as const)
      expect(renderToStaticMarkup(<UnreviewedNotice review={review} words={words} englishPath="/" />)).toBe("");
  });

  it("is written in each language", () => {
    for (const code of ["fr", "pt", "sw", "ar"]) {
      const languages = (messagesOf(code).interface as { languages: Record<string, string> }).languages;
      expect(languages.unreviewed, code).toBeTruthy();
      expect(languages.unreviewedLink, code).toBeTruthy();
    }
  });
});
