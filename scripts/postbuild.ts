/**
 * After `react-router build`: renders each /products?tab= page (D15); inlines each page's critical CSS
 * (docs/decisions/005) and the icons it shows (docs/decisions/017); writes .br and .gz copies, so the server
 * never compresses per request; records what the server must agree with (server/build-facts.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Beasties from "beasties";
import { createRequestHandler, type ServerBuild } from "react-router";
import { productsPath, productTabPageKeys, productTabPagePath } from "#app/lib/product-tab-pages.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { scriptStates } from "#app/contracts/script-states.ts";
import { site } from "#app/site.config.ts";
import { writeBuildFacts } from "#server/build-facts.ts";
import { spriteSymbols, withPageSymbols, type Sprite } from "./lib/page-symbols.ts";
import { writeServiceWorker } from "./lib/service-worker-build.ts";
import { writeAppManifests } from "./lib/app-manifest.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { siteLanguages } from "#app/lib/i18n/languages.server.ts";

const clientDirectory = new URL("../build/client/", import.meta.url).pathname;
const compressible = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;

const serverBuildDirectory = new URL("../build/server/", import.meta.url);

/** Prerendering writes one file per path, so a query's page is rendered here, with the build's own renderer. */
async function renderProductTabPages(): Promise<void> {
  const build = (await import(new URL("index.js", serverBuildDirectory).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  for (const code of languageCodes())
    for (const key of productTabPageKeys) {
      const address = `${localizeHref(productsPath, code)}?tab=${key}`;
      const response = await handle(new Request(`http://localhost${address}`));
      if (response.status !== 200) throw new Error(`postbuild: ${address} answered ${response.status}`);
      const directory = join(clientDirectory, localizeHref(productTabPagePath(key), code));
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, "index.html"), await response.text());
    }
}

await renderProductTabPages();
// The prerendered pages need no server renderer at run time.
rmSync(serverBuildDirectory, { recursive: true, force: true });

const files = readdirSync(clientDirectory, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

// `false` leaves the stylesheet link where the page puts it; beasties' types only list the modes that move it.
const leaveLinkInPlace = false as unknown as "body";

// States scripts set match nothing in the static page, yet the first paint may need them (docs/decisions/022).
const stateRules = scriptStates.map((state) => new RegExp(state.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
// Tailwind's stacks and dividers, whose selectors beasties does not match either (docs/decisions/017).
const stackRules = [/\.(?:[\w-]+\\:)?(?:space|divide)-[xy]/];
// Nor the focus ring's and smooth scrolling's; a page linking the full stylesheet gets them from it (014).
const focusRules = [/:focus-visible/, /:focus-within/];

const beastiesKeeping = (allowRules: RegExp[]) =>
  new Beasties({
    path: clientDirectory,
    publicPath: "/",
    preload: leaveLinkInPlace,
    pruneSource: false,
    // The @font-face rules the page uses, not the files: the root layout preloads its one font file (018).
    inlineFonts: true,
    preloadFonts: false,
    logLevel: "warn",
    allowRules,
  });
const beastiesWithFocusRules = beastiesKeeping([...stateRules, ...stackRules, ...focusRules]);
const beastiesWithoutFocusRules = beastiesKeeping([...stateRules, ...stackRules]);

/** Linked outright, not only in <noscript> or in a template loaded after the first paint (AfterPaint). */
const loadsFullStylesheet = (html: string) =>
  /<link rel="stylesheet" href="[^"]+"\/?>/.test(
    html.replace(/<noscript>[\s\S]*?<\/noscript>|<template[\s\S]*?<\/template>/g, ""),
  );

/** Tailwind's `@layer properties`, only for browsers below its baseline, stays in the full stylesheet (005). */
function withoutPropertiesFallback(css: string): string {
  const start = css.indexOf("@layer properties{");
  if (start === -1) return css;
  let depth = 0;
  for (let index = start; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    if (css[index] === "}" && --depth === 0) return css.slice(0, start) + css.slice(index + 1);
  }
  throw new Error("postbuild: unbalanced @layer properties block in the critical CSS");
}

/** beasties puts the page's rules just before the stylesheet link; the first paint needs them in <head>. */
function moveCriticalCssToHead(html: string): string {
  const critical = /<style>([\s\S]*?)<\/style>(?=<link rel="stylesheet")/.exec(html);
  if (!critical) throw new Error("postbuild: beasties inlined no critical CSS before the stylesheet link");
  const css = withoutPropertiesFallback(critical[1] ?? "");
  return html.replace(critical[0], "").replace("</head>", `<style>${css}</style></head>`);
}

// beasties ignores a link's media and would inline print rules for the screen: the print link is set aside.
const printStylesheet = /<link rel="stylesheet" href="[^"]+" media="print"\/?>/;
const printPlaceholder = '<meta name="print-stylesheet-placeholder">';
const noscriptStylesheet = '<noscript><link rel="stylesheet"';
const skippedNoscriptStylesheet = '<noscript><link data-beasties-skip rel="stylesheet"';

async function inlineCriticalCss(html: string): Promise<string> {
  const printLink = printStylesheet.exec(html)?.[0];
  if (!printLink) throw new Error("postbuild: no print stylesheet link found");
  const linked = loadsFullStylesheet(html);
  const beasties = linked ? beastiesWithoutFocusRules : beastiesWithFocusRules;
  // A page that links the full stylesheet itself has beasties read it once, not again through <noscript>.
  const source = linked ? html.replace(noscriptStylesheet, skippedNoscriptStylesheet) : html;
  const processed = await beasties.process(source.replaceAll(printLink, printPlaceholder));
  return moveCriticalCssToHead(processed)
    .replaceAll(printPlaceholder, printLink)
    .replace(skippedNoscriptStylesheet, noscriptStylesheet);
}

const sprites: Sprite[] = [
  { file: /\/assets\/lucide-sprite-[\w-]+\.svg$/, idPrefix: "icon-" },
  { file: /\/assets\/brands-[\w-]+\.svg$/, idPrefix: "brand-" },
].map(({ file, idPrefix }) => {
  const path = files.find((candidate) => file.test(candidate));
  if (!path) throw new Error(`postbuild: no sprite file matching ${file}`);
  return {
    url: `/${path.slice(clientDirectory.length)}`,
    idPrefix,
    symbols: spriteSymbols(readFileSync(path, "utf8")),
  };
});

let inlined = 0;
for (const path of files.filter((file) => file.endsWith(".html"))) {
  writeFileSync(path, withPageSymbols(await inlineCriticalCss(readFileSync(path, "utf8")), sprites));
  inlined += 1;
}

// After the pages are final, since the worker's manifest reads their typefaces; before compressing.
await writeServiceWorker(clientDirectory, languageCodes());
files.push(join(clientDirectory, "sw.js"));
files.push(
  ...writeAppManifests(
    clientDirectory,
    siteLanguages().map(({ code, dir }) => ({ code, dir, tagline: localizedModule("site", code).tagline })),
    site.name,
  ),
);

let compressed = 0;
for (const path of files.filter((file) => compressible.test(file))) {
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
console.log(`postbuild: critical CSS inlined in ${inlined} pages; ${compressed} files compressed (brotli and gzip)`);
writeBuildFacts({ siteUrl: site.url, scriptOrigins: site.chat.scriptSrc ? [new URL(site.chat.scriptSrc).origin] : [] });
