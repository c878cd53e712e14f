import { describe, expect, it } from "vitest";
import { textFormProblems } from "#scripts/lib/text-form.ts";

describe("how the languages' files store their letters", () => {
  it("accepts Yoruba, Igbo and Hausa as NFC writes them", () => {
    const yoruba = "Ẹ kú àbọ̀: owó ṣọ́wọ́, ọ̀nà, àkáǹtì".normalize("NFC");
    expect(textFormProblems(yoruba, "yo")).toEqual([]);
    expect(textFormProblems("Ọnụego mgbanwe n’ime ụlọ akụ ị̀".normalize("NFC"), "ig")).toEqual([]);
    expect(textFormProblems("ʼyan canji, maʼaikata, ƙasa, ɓoye", "ha", { letterApostrophe: "ʼ" })).toEqual([]);
  });

  it("refuses a dotted vowel typed as a Latin o with a combining dot below, naming the place", () => {
    const decomposed = "owó\nṣo\u0323\u0301wọ́";
    expect(textFormProblems(decomposed, "yo/messages.json")).toEqual([
      'yo/messages.json:2:2: not NFC: "ṣo\u0323\u0301wọ́" is U+1E63 U+006F U+0323 U+0301 U+0077 U+1ECD U+0301; NFC writes U+1E63 U+1ECD U+0301 U+0077 U+1ECD U+0301',
    ]);
  });

  it("refuses a precomposed letter mixed with the same letter decomposed", () => {
    expect(textFormProblems("ṣe se\u0323", "yo")).toHaveLength(1);
  });

  it("refuses a vertical line below standing in for the dot below", () => {
    expect(textFormProblems("e\u0329sẹ", "yo")).toEqual([
      'yo:1:1: "e\u0329" has a vertical line below (U+0329) where the dot below is meant: e\u0323',
    ]);
  });

  it("refuses ’ and ' standing in for Hausa's ʼ, but not quotation marks", () => {
    const problems = textFormProblems("’yan ma'aikata, “kuɗi”", "ha", { letterApostrophe: "ʼ" });
    expect(problems).toEqual([
      "ha:1:1: U+2019 stands in for the letter ʼ (U+02BC)",
      "ha:1:8: U+0027 stands in for the letter ʼ (U+02BC)",
    ]);
  });

  it("refuses ʼ in a language whose language.json does not name it, and letters of another script", () => {
    expect(textFormProblems("n\u02bcime", "ig")).toHaveLength(1);
    expect(textFormProblems("Nigеria", "en")).toEqual([
      'en:1:1: "Nigеria" mixes Latin with Cyrillic or Greek letters that look alike (U+004E U+0069 U+0067 U+0435 U+0072 U+0069 U+0061)',
    ]);
  });
});
