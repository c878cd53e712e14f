import { existsSync } from "node:fs";
import { canInstallWithApt, installDebianPackage } from "./debian-package.ts";

/** Debian's Chromium, or CHROMIUM_PATH; browser tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that let headless Chromium run in containers with no network beyond the loopback. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.env.CHROMIUM_PATH || !canInstallWithApt()) {
    console.error(
      `Chromium not found at ${chromiumPath}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  installDebianPackage("chromium");
}
