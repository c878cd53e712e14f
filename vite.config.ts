import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL (the canonical address) is read at build time and baked into both bundles.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    // Small SVGs stay files: they are cached across pages instead of bloating every HTML document.
    assetsInlineLimit: 0,
  },
});
