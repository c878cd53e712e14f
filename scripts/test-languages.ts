/** With English alone, tests a copy with two pseudo-languages: a new language is a folder. `--keep` keeps it. */
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
