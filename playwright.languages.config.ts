import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/** `npm run test:languages`: the sample and the sweep of every route in every language, desktop only. */
export default defineConfig({
  ...base,
  testMatch: /languages\.(spec|sweep)\.ts$/,
  projects: base.projects?.filter((project) => project.name === "desktop"),
});
