/** `npm run screenshots`: every page at 375 and 1280 px, light and dark, for people to look at (nothing compares). */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath, ensureChromium } from "./lib/chromium.ts";
import { waitForServer } from "./lib/local-server.ts";
import { builtPagePaths } from "./lib/page-paths.ts";

// Not 4190: fetch refuses it (the WHATWG "bad ports" list, for the sieve protocol).
const port = Number(process.env.SCREENSHOTS_PORT ?? 4186);
const origin = `http://127.0.0.1:${port}`;
const outputDirectory = new URL("../reports/screenshots/", import.meta.url).pathname;
const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;
const onlyPaths = process.argv.slice(2).filter((argument) => argument.startsWith("/"));

const pagePaths = () => builtPagePaths().filter((path) => onlyPaths.length === 0 || onlyPaths.includes(path));

/** "/" → "home", "/blog/a-b" → "blog_a-b", "/products?tab=x" → "products_tab-x". */
const fileNameOf = (path: string) => (path === "/" ? "home" : path.slice(1).replace(/[/?]/g, "_").replace("=", "-"));

ensureChromium();
rmSync(outputDirectory, { recursive: true, force: true });
mkdirSync(outputDirectory, { recursive: true });
const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "reports/screenshots-data" },
  stdio: "ignore",
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
let taken = 0;
try {
  await waitForServer(origin);
  for (const theme of themes) {
    // One context per theme and width; reduced motion, so every revealed block is painted.
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const path of pagePaths()) {
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        // Walk down the page so lazy images load, then back to the top for the picture.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
            window.scrollTo(0, top);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `${outputDirectory}${fileNameOf(path)}-${width}-${theme}.png`, fullPage: true });
        taken += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
console.log(`screenshots: ${taken} written to reports/screenshots/`);
