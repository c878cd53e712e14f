/** `npm run budget`: each page's brotli bytes against performance-budget.json (docs/decisions/005, 014). */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { findOne, getParent } from "domutils";
import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";

type Budget = {
  firstPaintBytes: number;
  documentBytes: number;
  javascriptBytes: { static: number; islands: number };
};
const budget = JSON.parse(readFileSync(new URL("../performance-budget.json", import.meta.url), "utf8")) as Budget;
const clientDirectory = new URL("../build/client/", import.meta.url).pathname;

export type PageWeight = {
  path: string;
  html: number;
  firstViewHtml: number;
  blockingCss: number;
  deferredCss: number;
  js: number;
  islands: boolean;
  blocking: string[];
  routerRuntime: boolean;
};

function brotliSize(file: string): number {
  const precompressed = `${file}.br`;
  if (existsSync(precompressed)) return readFileSync(precompressed).byteLength;
  return brotliCompressSync(readFileSync(file)).byteLength;
}

function assetFile(href: string): string {
  return join(clientDirectory, href.replace(/^\//, ""));
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) found[match[1]!.toLowerCase()] = match[2] ?? "";
  return found;
}

/** After the section or header holding the h1, else after <main>: the footer is never on the first screen. */
export function firstViewEnd(html: string): number {
  const document = parseDocument(html, { withEndIndices: true });
  let block = findOne((element) => element.name === "h1", document.children, true) as Element | null;
  while (block && !["section", "header", "main"].includes(block.name)) block = getParent(block) as Element | null;
  return block?.endIndex == null ? html.length : block.endIndex + 1;
}

export function weighPage(htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const blockingStylesheets = new Set<string>();
  const deferredStylesheets = new Set<string>();
  const scripts = new Set<string>();
  const blocking: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === "stylesheet" && link.href) {
      // A print stylesheet, or one linked in the body, does not hold up the first paint on screen.
      const blocksPaint = head.includes(tag) && (link.media ?? "all") !== "print";
      (blocksPaint ? blockingStylesheets : deferredStylesheets).add(link.href);
    }
    if (link.rel === "modulepreload" && link.href) scripts.add(link.href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const script = attributes(tag);
    if (!script.src) continue;
    scripts.add(script.src);
    const inHead = head.includes(tag);
    if (inHead && !("defer" in script) && !("async" in script) && script.type !== "module") blocking.push(script.src);
  }
  const sum = (hrefs: Set<string>) => [...hrefs].reduce((total, href) => total + brotliSize(assetFile(href)), 0);
  const path = `/${relative(clientDirectory, htmlFile).replace(/(^|\/)index\.html$/, "")}`;
  return {
    path,
    html: brotliSize(htmlFile),
    firstViewHtml: brotliCompressSync(html.slice(0, firstViewEnd(html))).byteLength,
    blockingCss: sum(blockingStylesheets),
    deferredCss: sum(deferredStylesheets),
    js: sum(scripts),
    islands: html.includes("data-island="),
    blocking,
    routerRuntime: html.includes("window.__reactRouterContext"),
  };
}

function prerenderedPages(): string[] {
  return readdirSync(clientDirectory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name))
    .toSorted();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  if (!existsSync(clientDirectory)) {
    console.error("No build in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const rows = prerenderedPages().map(weighPage);
  const failures: string[] = [];
  const columns = ["html", "css (head)", "css (body)", "js", "total", "first paint"];
  console.log(`${"page".padEnd(62)}${columns.map((column) => column.padStart(12)).join("")}`);
  for (const row of rows) {
    const firstPaint = row.firstViewHtml + row.blockingCss;
    const jsBudget = row.islands ? budget.javascriptBytes.islands : budget.javascriptBytes.static;
    const total = row.html + row.blockingCss + row.deferredCss + row.js;
    const cells = [row.html, row.blockingCss, row.deferredCss, row.js, total, firstPaint].map((bytes) =>
      kb(bytes).padStart(12),
    );
    console.log(`${row.path.padEnd(62)}${cells.join("")}${row.islands ? "  (islands)" : ""}`);
    if (firstPaint > budget.firstPaintBytes) {
      failures.push(`${row.path}: first view + render-blocking CSS ${kb(firstPaint)} > ${kb(budget.firstPaintBytes)}`);
    }
    if (row.html > budget.documentBytes)
      failures.push(`${row.path}: document ${kb(row.html)} > ${kb(budget.documentBytes)}`);
    if (row.js > jsBudget) failures.push(`${row.path}: JavaScript ${kb(row.js)} > ${kb(jsBudget)}`);
    if (row.routerRuntime)
      failures.push(`${row.path}: hydrates the whole page with React Router; hydrate its widgets as islands`);
    if (row.blocking.length > 0) failures.push(`${row.path}: render-blocking scripts ${row.blocking.join(", ")}`);
  }
  if (failures.length > 0) {
    console.error(`\nOver budget (performance-budget.json):\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`\nbudget: ${rows.length} pages within budget`);
}

if (import.meta.main) main();
