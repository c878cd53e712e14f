/**
 * `npm run test:languages`: every route in every language but English (tests/e2e/languages.sweep.ts)
 * and the switcher, suggestion and per-language pages (languages.spec.ts). With English alone in
 * app/content/locales, it adds two throwaway pseudo-languages (one right to left) to a copy of the
 * sources, builds the copy and tests that: the proof that a new language is a folder and nothing
 * else (README, "Adding a language"). With real languages, it tests this repository's build.
 * Usage: npm run test:languages [-- --keep]   (--keep leaves the copy for a look)
 */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { copyRepository, writePseudoLanguage } from "./lib/pseudo-language.ts";

const root = new URL("../", import.meta.url).pathname.replace(/\/$/, "");
const keep = process.argv.includes("--keep");

function run(command: string, cwd: string): void {
  console.log(`\n▶ ${command} (in ${cwd})`);
  const result = spawnSync(command, { cwd, shell: true, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let directory = root;
if (languageCodes(root).length === 1) {
  directory = mkdtempSync(join(tmpdir(), "sankofa-languages-"));
  copyRepository(root, directory);
  symlinkSync(join(root, "node_modules"), join(directory, "node_modules"));
  // Codes of real languages the site does not have (Esperanto, Yiddish, written right to left), so
  // that lang and hreflang stay valid for axe and Lighthouse; the words are pseudo-English.
  writePseudoLanguage(directory, "eo", "ltr");
  writePseudoLanguage(directory, "yi", "rtl");
  console.log(`test:languages: English alone here; pseudo-languages eo and yi (rtl) in ${directory}`);
  run("npm run build", directory);
}
run("npx playwright test --config playwright.languages.config.ts", directory);
if (directory !== root && !keep) rmSync(directory, { recursive: true, force: true });
