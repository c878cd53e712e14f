import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "#scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end tests run against the production build served by the real server (npm run build first). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // The service worker would answer later navigations of a test from the phone; the tests about
    // it allow it (tests/e2e/offline.spec.ts), every other one sees the network as a visitor does.
    serviceWorkers: "block",
  },
  // Untagged tests run on the desktop project; @mobile only on the phone; @both on each.
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grep: /@mobile|@both/,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } },
    },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `${baseURL}/`,
    // Every test posts from 127.0.0.1: the per-address limit of 5 a minute would stop the suite.
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "test-results/data", INTAKE_RATE_LIMIT: "10000" },
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
