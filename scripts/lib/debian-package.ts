/** A package the tests need, from Debian, where apt-get exists and we are root; elsewhere the caller says how. */
import { execFileSync } from "node:child_process";

export function canInstallWithApt(): boolean {
  try {
    execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

export function installDebianPackage(name: string): void {
  console.log(`Installing Debian's ${name} package (first run only)…`);
  const quiet = { stdio: "inherit" as const, env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  execFileSync("apt-get", ["update", "-qq"], quiet);
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", name], quiet);
}
