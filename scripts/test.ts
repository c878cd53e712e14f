/** `npm test`: every check, each an npm script that also runs alone, in the order that fails fastest. */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./lib/chromium.ts";
import { ensurePostgres } from "./lib/postgres.ts";

const steps: Array<[name: string, command: string]> = [
  ["lint and format", "npm run lint"],
  ["types", "npm run typecheck"],
  ["unit tests", "npm run test:unit"],
  // promtool (Debian's prometheus package, installed when missing): a case per alert that fires and one that does not.
  ["alert rules", "npm run test:alerts"],
  ["build", "npm run build"],
  ["intake durability", "npm run crash:intake -- --rounds 3"],
  // The long runs, 10 rounds each and 10,000 messages against the WAL, are `npm run faults:intake`.
  ["intake on PostgreSQL", "npm run crash:intake -- --rounds 2 --servers 2 --postgres"],
  // About 20 s: Caddy from Debian (installed when missing) running ops/Caddyfile before two servers
  // on one PostgreSQL, one stopped with SIGTERM and one SIGKILLed while visitors post.
  ["production topology", "npm run topology"],
  ["end-to-end tests", "npm run test:e2e"],
  ["byte budget", "npm run budget"],
  ["lighthouse", "npm run lighthouse -- --assert --sample"],
  // About 7 minutes: Home, Products, Support, the longest article and /ar on Nigeria's 2G, with their
  // repeat visits and Save-Data bytes, medians of 3 since the 6x CPU multiplies this machine's noise;
  // `npm run lighthouse -- --profile ng-2g --assert` is every page.
  [
    "lighthouse on Nigeria 2G",
    "npm run lighthouse -- --profile ng-2g --runs 3 --assert / /products /support /blog/sme-growth-africa-financing-expansion /ar",
  ],
];

ensureChromium();
// Before the unit tests, which start throwaway PostgreSQL servers in parallel.
try {
  ensurePostgres();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let passed = 0;
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
