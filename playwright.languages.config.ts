import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * `npm run test:languages`: the sample and the sweeps of every route in every language (desktop;
 * the layout sweep's @both and @mobile checks also on the phone).
 */
export default defineConfig({
  ...base,
  testMatch: /languages(-layout|-numbers)?\.(spec|sweep)\.ts$/,
});
