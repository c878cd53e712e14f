import { defineConfig } from "vitest/config";

// Unit tests only: plain Node, no React Router plugin. End-to-end tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // Store tests open SQLite files while others start throwaway PostgreSQL servers, all syncing to
    // the same disk: on a busy 2-core machine a store's first open has waited 12 to 24 s behind
    // them (CI, 24 November 2026), past the default 10 s for a beforeEach.
    hookTimeout: 30_000,
    // Tests that run the support team's commands start a Node process each; under that load one took
    // longer than the default 5 s (27 November 2026).
    testTimeout: 20_000,
  },
});
