import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { po } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { englishCatalog } from "#app/lib/i18n/content.server.ts";
import { catalogProblems, type Messages } from "#app/lib/i18n/catalog.ts";
import { readLanguageFile, readMessages } from "#app/lib/i18n/languages.server.ts";
import { exportCatalog, importCatalog } from "#scripts/lib/translation-exchange.ts";

const english = englishCatalog();
const french = readMessages("fr") as Messages;
const exported = exportCatalog(english, french, readLanguageFile("fr"));

/** The exported file with one unit's translation replaced, as a reviewer's tool would save it. */
function edited(key: string, translation: string, { reviewed = false } = {}): Buffer {
  const table = po.parse(exported);
  const entry = Object.values(table.translations[key] ?? {})[0]!;
  entry.msgstr = [translation];
  if (reviewed) entry.comments = { ...entry.comments, flag: "" };
  return po.compile(table);
}

describe("the PO exchange with translators (docs/decisions/025)", () => {
  it("exports every English string with its translation and its state", () => {
    const table = po.parse(exported);
    const entry = Object.values(table.translations["contact.rules.tooLong"] ?? {})[0];
    expect(entry?.msgid).toContain("{max}");
    expect(entry?.msgstr[0]).toBe((french.contact as { rules: Record<string, string> }).rules.tooLong);
    expect(entry?.comments?.flag).toBe("fuzzy");
    expect(entry?.comments?.extracted).toBe("Keep {field}, {max} as written.");
    expect(table.headers["X-Review-Status"]).toBe("unreviewed");
    expect(Object.keys(table.translations).filter(Boolean)).toHaveLength(
      exported.toString().match(/^msgctxt /gm)!.length,
    );
  });

  it("round-trips a language unchanged", () => {
    const result = importCatalog(exported, english, french, "fr");
    expect(result.refusals).toEqual([]);
    expect(result.changes).toEqual([]);
    expect(JSON.stringify(result.messages)).toBe(JSON.stringify(french));
  });

  it("brings an edited unit back as a change the build's check accepts, and says it was reviewed", () => {
    const file = edited("contact.rules.tooLong", "Limitez {field} à {max} caractères.", { reviewed: true });
    const result = importCatalog(file, english, french, "fr");
    expect(result.refusals).toEqual([]);
    expect(result.changes).toEqual([
      {
        key: "contact.rules.tooLong",
        from: "Veuillez limiter {field} à {max} caractères.",
        to: "Limitez {field} à {max} caractères.",
      },
    ]);
    expect(result.reviewed).toEqual(["contact.rules.tooLong"]);
    expect(catalogProblems(english, result.messages, "fr")).toEqual([]);
    expect(Object.keys(result.messages)).toEqual(Object.keys(french));
  });

  it("refuses a unit whose placeholders differ from the English, and one whose English has moved on", () => {
    const broken = importCatalog(
      edited("contact.rules.tooLong", "Limitez à {maximum} caractères."),
      english,
      french,
      "fr",
    );
    expect(broken.refusals).toEqual(["contact.rules.tooLong: placeholders {maximum} where English has {field, max}"]);
    const table = po.parse(exported);
    const entry = Object.values(table.translations["interface.skipLink"] ?? {})[0]!;
    entry.msgid = "Skip to the content";
    expect(importCatalog(po.compile(table), english, french, "fr").refusals).toEqual([
      "interface.skipLink: its English has changed since the export; export again",
    ]);
  });

  it("refuses a file made for another language", () => {
    expect(importCatalog(exported, english, readMessages("pt"), "pt").refusals[0]).toBe(
      'the file is for "fr", not "pt"',
    );
  });
});

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], { encoding: "utf8" });

describe("npm run i18n:export and i18n:import", () => {
  it("write a language's file and read it back, refusing a broken placeholder with a non-zero exit", () => {
    const folder = mkdtempSync(join(tmpdir(), "sankofa-po-"));
    const file = join(folder, "fr.po");
    const exportRun = run("i18n-export", "fr", "--out", file);
    expect(exportRun.status, exportRun.stderr).toBe(0);
    expect(exportRun.stdout).toContain("app/content/locales/fr/legal/terms.md");
    const importRun = run("i18n-import", "fr", file, "--dry-run");
    expect(importRun.status, importRun.stderr).toBe(0);
    expect(importRun.stdout).toContain("0 changed");
    writeFileSync(file, readFileSync(file, "utf8").replace("{max} caractères", "{maximum} caractères"));
    const refused = run("i18n-import", "fr", file, "--dry-run");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "contact.rules.tooLong: placeholders {field, maximum} where English has {field, max}",
    );
    rmSync(folder, { recursive: true, force: true });
    // Three Node processes, each reading the content modules: seconds on a shared machine.
  }, 30_000);
});
