/** Debian's Caddy and promtool (package `prometheus`), installed when missing, as Chromium is. */
import { execFileSync } from "node:child_process";
import { canInstallWithApt, installDebianPackage } from "./debian-package.ts";

function onPath(command: string): string | undefined {
  try {
    return execFileSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function ensureCommand(command: string, debianPackage: string, override: string | undefined): string {
  if (override) return override;
  const found = onPath(command);
  if (found) return found;
  if (!canInstallWithApt()) {
    throw new Error(`${command} not found: install Debian's package (sudo apt-get install -y ${debianPackage}).`);
  }
  installDebianPackage(debianPackage);
  const installed = onPath(command);
  if (!installed) throw new Error(`apt-get installed ${debianPackage}, but no ${command} was found`);
  return installed;
}

/** `caddy`, or CADDY_PATH. */
export const ensureCaddy = () => ensureCommand("caddy", "caddy", process.env.CADDY_PATH);

/** `promtool`, or PROMTOOL_PATH. */
export const ensurePromtool = () => ensureCommand("promtool", "prometheus", process.env.PROMTOOL_PATH);
