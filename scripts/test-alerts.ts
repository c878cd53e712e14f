/** `npm run test:alerts`: promtool checks ops/alerts.yml and runs ops/alerts.test.yml. */
import { spawnSync } from "node:child_process";
import { ensurePromtool } from "./lib/ops-tools.ts";

let promtool: string;
try {
  promtool = ensurePromtool();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const folder = new URL("../ops/", import.meta.url);
for (const args of [
  ["check", "rules", "alerts.yml"],
  ["test", "rules", "alerts.test.yml"],
]) {
  const result = spawnSync(promtool, args, { cwd: folder, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
