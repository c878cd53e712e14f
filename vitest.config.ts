import { defineConfig } from "vitest/config";

// Unit tests only: plain Node, no React Router plugin. End-to-end tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
  },
});
