/**
 * Builds /sw.js (docs/decisions/024): the worker's code, bundled once, with the build's manifest
 * written into it, so every build is a new worker and the browser installs it. The bundle without
 * the manifest is kept beside the build (build/service-worker.js), so a test can write the worker
 * of another deploy (a changed stylesheet) without bundling again.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import type { ServiceWorkerManifest } from "#app/client/service-worker/manifest.ts";
import { offlinePath } from "#app/lib/route-paths.ts";
import { defaultLanguage, localizeHref } from "#app/lib/i18n/language.ts";
import { serviceWorkerPath } from "#app/contracts/network.ts";
import { site } from "#app/site.config.ts";

const entry = new URL("../../app/client/service-worker/service-worker.ts", import.meta.url).pathname;
/** What the bundle says where the manifest goes (app/client/service-worker/manifest.ts). */
const placeholder = "serviceWorkerManifest";

export async function bundleServiceWorker(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ["iife"], name: "sankofaServiceWorker", fileName: () => "sw.js" },
    },
  });
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = "output" in first! ? first.output.find((file) => file.type === "chunk") : undefined;
  if (!chunk || chunk.type !== "chunk") throw new Error("service worker: the bundle has no code");
  if (!chunk.code.includes(placeholder)) throw new Error(`service worker: the bundle never reads ${placeholder}`);
  return chunk.code;
}

/** The built file a pattern names; the largest, as a script's name may also label a tiny chunk re-exporting its address. */
const firstMatch = (assets: string, files: string[], pattern: RegExp) => {
  const [found] = files
    .filter((file) => pattern.test(file))
    .toSorted((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
  if (!found) throw new Error(`service worker: no built file matches ${pattern}`);
  return `/assets/${found}`;
};

/** The shell of the build in `clientDirectory`, read from its files and its pages. */
export function shellManifest(
  clientDirectory: string,
  languages: readonly string[],
): Omit<ServiceWorkerManifest, "version"> {
  const assets = readdirSync(join(clientDirectory, "assets")).filter((file) => !/\.(br|gz)$/.test(file));
  const shell = [
    /^app-[\w-]+\.css$/,
    /^print-[\w-]+\.css$/,
    /^site-script-[\w-]+\.js$/,
    /^first-use-script-[\w-]+\.js$/,
    /^lucide-sprite-[\w-]+\.svg$/,
    /^brands-[\w-]+\.svg$/,
  ].map((pattern) => firstMatch(join(clientDirectory, "assets"), assets, pattern));
  const typefaces: Record<string, string[]> = {};
  const languageEntries: ServiceWorkerManifest["languages"] = {};
  for (const code of languages) {
    const offlinePage = localizeHref(offlinePath, code);
    const html = readFileSync(join(clientDirectory, offlinePage, "index.html"), "utf8");
    const script = /<html[^>]*\bdata-script="([^"]+)"/.exec(html)?.[1] ?? "Latn";
    const typeface = /<html[^>]*\bdata-typeface="([^"]+)"/.exec(html)?.[1];
    if (typeface) typefaces[script] = [...new Set([...(typefaces[script] ?? []), typeface])];
    languageEntries[code] = { script, offlinePage };
  }
  return {
    shell,
    typefaces,
    languages: languageEntries,
    defaultLanguage,
    intakeEndpoints: [site.contactEndpoint, site.waitlistEndpoint, site.complaintsEndpoint],
  };
}

/** The worker for one build: the bundle with the manifest, whose version hashes both. */
export function serviceWorkerSource(bundle: string, shell: Omit<ServiceWorkerManifest, "version">): string {
  const version = createHash("sha256")
    .update(bundle)
    .update(JSON.stringify(shell))
    .update(shell.shell.join())
    .digest("base64url")
    .slice(0, 12);
  const manifest: ServiceWorkerManifest = { version, ...shell };
  return bundle.replaceAll(placeholder, `(${JSON.stringify(manifest)})`);
}

export const bundleFile = new URL("../../build/service-worker.js", import.meta.url);

/** Bundles the worker and writes /sw.js into the client build; the bundle goes beside it. */
export async function writeServiceWorker(clientDirectory: string, languages: readonly string[]): Promise<void> {
  const bundle = await bundleServiceWorker();
  writeFileSync(bundleFile, bundle);
  writeFileSync(
    join(clientDirectory, serviceWorkerPath),
    serviceWorkerSource(bundle, shellManifest(clientDirectory, languages)),
  );
}
