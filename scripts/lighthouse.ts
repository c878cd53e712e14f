/**
 * `npm run lighthouse` (README, Scripts): Lighthouse's mobile run on every page, or the paths given, against
 * the real server. Blocking time is printed, not asserted, beside a control's and its commit part: the floor
 * no page can lower (docs/decisions/021). `--runs N` prints medians, since one run on a busy machine is noisy.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { unknownArticlePath } from "#app/lib/articles.ts";
import { notFoundPath, offlinePath } from "#app/lib/route-paths.ts";
import { defaultLanguage, languageOfPath, unlocalizedPath } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { chromiumFlags, chromiumPath, ensureChromium } from "./lib/chromium.ts";
import { commitBlockingMs, type LongTask } from "./lib/commit-blocking-time.ts";
import { serveControlDocument, type ControlServer } from "./lib/control-document.ts";
import { waitForServer } from "./lib/local-server.ts";
import { median } from "./lib/median.ts";
import { builtPagePaths } from "./lib/page-paths.ts";
import { isNetworkProfileName, lighthouseThrottling, networkProfiles } from "./lib/network-profiles.ts";
import {
  documentRoundTrips,
  measureProfileExtras,
  type ProfileBudget,
  type ProfileExtras,
} from "./lib/profile-extras.ts";
import { startThrottlingProxy } from "./lib/throttling-proxy.ts";

const assertScores = process.argv.includes("--assert");
const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument === -1 ? 1 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of runs per page, 1 or more: npm run lighthouse -- --runs 3 /");
  process.exit(1);
}
const profileArgument = process.argv.indexOf("--profile");
const profileName = profileArgument === -1 ? "slow-4g" : (process.argv[profileArgument + 1] ?? "");
if (!isNetworkProfileName(profileName)) {
  console.error(
    `--profile takes one of ${Object.keys(networkProfiles).join(", ")}: npm run lighthouse -- --profile ng-2g`,
  );
  process.exit(1);
}
const profile = networkProfiles[profileName];
const throttling = lighthouseThrottling(profile);
// `npm run lighthouse -- / /products` measures just those pages.
const onlyPaths = process.argv.slice(2).filter((argument) => argument.startsWith("/"));
// `--sample` (npm test): every English page, and in each other language the ones that differ most.
const sample = process.argv.includes("--sample");
const samplePagesPerLanguage = ["", "/support", "/blog/sme-growth-africa-financing-expansion"];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
// Noindex on purpose (D5, D10), as is the offline page; the end-to-end tests check them.
const skipped = new Set([notFoundPath, unknownArticlePath, offlinePath]);
const assertedCategories = ["accessibility", "best-practices", "seo"] as const;
const firstVisitStorage = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
] as const;

type LighthouseBudget = {
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** By English path ("*": any other); another language adds translationBytes, as translated text runs longer. */
  transferBytes: Record<string, number>;
  translationBytes: number;
};
const budgets = JSON.parse(readFileSync(new URL("../performance-budget.json", import.meta.url), "utf8")) as {
  lighthouse: LighthouseBudget;
  lighthouseProfiles: Record<string, ProfileBudget>;
};
const budget = budgets.lighthouse;
/** A profile's own budget (docs/decisions/024); the slow-4g run keeps `lighthouse`'s. */
const profileBudget = budgets.lighthouseProfiles[profileName];

function inSample(path: string): boolean {
  const [, first = ""] = path.split("/");
  const code = languageCodes().find((candidate) => candidate === first && candidate !== defaultLanguage);
  return code === undefined || samplePagesPerLanguage.some((page) => path === `/${code}${page}`);
}

function pagePaths(): string[] {
  return builtPagePaths().filter(
    (path) =>
      !skipped.has(unlocalizedPath(path, languageCodes())) &&
      (onlyPaths.length === 0 || onlyPaths.includes(path)) &&
      (!sample || inSample(path)),
  );
}

type Figures = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The part of tbt that is the navigation's commit, no page's own work (docs/decisions/021). */
  commitTbt: number;
  cls: number;
  /** Bytes transferred: the document, scripts, and everything the page loads. */
  documentBytes: number;
  scriptBytes: number;
  transferBytes: number;
  requests: number;
};

type Row = Figures & { path: string; scores: Record<string, number>; failures: string[] };

type NetworkRequest = { resourceType?: string; transferSize?: number; url?: string };

function figuresOf(lhr: Result): Figures {
  const { categories, audits } = lhr;
  const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
  const bytes = (items: NetworkRequest[]) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    commitTbt: commitBlockingMs(
      (audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [],
      audits["first-contentful-paint"]?.numericValue ?? 0,
      audits.interactive?.numericValue ?? 0,
    ),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    documentBytes: requests.find((request) => request.resourceType === "Document")?.transferSize ?? 0,
    scriptBytes: bytes(requests.filter((request) => request.resourceType === "Script")),
    transferBytes: bytes(requests),
    requests: requests.length,
  };
}

function medianFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    performance: of("performance"),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    commitTbt: of("commitTbt"),
    cls: of("cls"),
    documentBytes: of("documentBytes"),
    scriptBytes: of("scriptBytes"),
    transferBytes: of("transferBytes"),
    requests: of("requests"),
  };
}

function overBudget(row: Row): string[] {
  const codes = languageCodes();
  const englishPath = unlocalizedPath(row.path, codes);
  const language = languageOfPath(row.path, codes);
  const transferBudget =
    (budget.transferBytes[englishPath] ?? budget.transferBytes["*"] ?? 0) +
    (language === defaultLanguage ? 0 : budget.translationBytes);
  if (profileBudget) {
    const allowed =
      profileBudget.largestContentfulPaintMs +
      profileBudget.perRoundTripMs * (documentRoundTrips(row.documentBytes) - 1);
    return [
      row.lcp > allowed ? `LCP ${Math.round(row.lcp)} ms > ${allowed} ms for a ${kib(row.documentBytes)} document` : "",
      row.cls > profileBudget.cumulativeLayoutShift
        ? `CLS ${row.cls.toFixed(3)} > ${profileBudget.cumulativeLayoutShift}`
        : "",
    ].filter(Boolean);
  }
  return [
    row.lcp > budget.largestContentfulPaintMs
      ? `LCP ${Math.round(row.lcp)} ms > ${budget.largestContentfulPaintMs} ms`
      : "",
    row.cls > budget.cumulativeLayoutShift ? `CLS ${row.cls.toFixed(3)} > ${budget.cumulativeLayoutShift}` : "",
    row.transferBytes > transferBudget ? `transfer ${kib(row.transferBytes)} > ${kib(transferBudget)}` : "",
  ].filter(Boolean);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printExtras(extras: readonly ProfileExtras[], rows: readonly Row[]): void {
  console.log(`\nFirst and repeat visits on ${profileName}, and the bytes of a visit with Save-Data:`);
  for (const extra of extras) {
    const row = rows.find((candidate) => candidate.path === extra.path);
    if (!row) continue;
    console.log(
      `${extra.path.padEnd(62)} first FCP ${seconds(row.fcp)} LCP ${seconds(row.lcp)} (document ${kib(row.documentBytes)}, ${documentRoundTrips(row.documentBytes)} round trip(s))  repeat FCP ${seconds(extra.repeatFirstPaintMs)} LCP ${seconds(extra.repeatLargestPaintMs)}${extra.repeatFromPhone ? " from the phone" : " NOT from the phone"}  transfer ${kib(row.transferBytes)}, with Save-Data ${kib(extra.saveDataBytes)}`,
    );
  }
}

/** A repeat visit must come from the phone within its budget; Save-Data must transfer less. */
function extrasOverBudget(extra: ProfileExtras, rows: readonly Row[]): string[] {
  const row = rows.find((candidate) => candidate.path === extra.path);
  const limit = profileBudget?.repeatVisitFirstPaintMs ?? Infinity;
  return [
    extra.repeatFromPhone ? "" : "the repeat visit did not come from the phone",
    extra.repeatFirstPaintMs > limit ? `repeat visit FCP ${Math.round(extra.repeatFirstPaintMs)} ms > ${limit} ms` : "",
    row && extra.saveDataBytes >= row.transferBytes
      ? `Save-Data transfer ${kib(extra.saveDataBytes)} is not less than ${kib(row.transferBytes)}`
      : "",
  ].filter(Boolean);
}

function reportFileName(path: string): string {
  return `${path.replace(/^\//, "").replace(/[/?=]/g, "_") || "home"}.json`;
}

async function main(): Promise<void> {
  ensureChromium();
  // The repeat visits go through a proxy with the profile's network, which the server must answer.
  const proxy = await startThrottlingProxy(port, profile);
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "reports/lighthouse-data",
      ALLOWED_HOSTS: `127.0.0.1:${port},127.0.0.1:${proxy.port}`,
    },
    stdio: "ignore",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const reportsDirectory = new URL("../reports/lighthouse/", import.meta.url);
  mkdirSync(reportsDirectory, { recursive: true });
  const rows: Row[] = [];
  let extras: ProfileExtras[] = [];
  let control: ControlServer | undefined;
  try {
    await waitForServer(origin);
    const controlServer = await serveControlDocument(`${origin}/`);
    control = controlServer;
    const measure = async (url: string, extraHeaders?: Record<string, string>): Promise<Result> => {
      // A first visit: nothing kept from an earlier page, not even the note that the font is on the phone.
      const run = () =>
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          throttling,
          clearStorageTypes: [...firstVisitStorage],
          extraHeaders,
        });
      // A loaded machine can make a run miss its paint events; one more run settles it.
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError)
        console.warn(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    const measureControl = async (when: string) => {
      const blockingTimes: number[] = [];
      for (let attempt = 0; attempt < runs; attempt += 1)
        blockingTimes.push(figuresOf(await measure(controlServer.url)).tbt);
      const each = runs > 1 ? ` (runs: ${blockingTimes.map(Math.round).join(", ")})` : "";
      console.log(
        `${`control, ${when}`.padEnd(62)} TBT ${Math.round(median(blockingTimes))} ms${each}: an empty document with the site's headers`,
      );
    };
    await measureControl("before the pages");
    for (const path of pagePaths()) {
      const results: Result[] = [];
      for (let attempt = 0; attempt < runs; attempt += 1) results.push(await measure(`${origin}${path}`));
      // A busy machine can land one run's paint late. A page over budget is measured until it has three
      // runs and judged by their median: a real regression misses in every run, noise in one.
      const overInMedian = () =>
        overBudget({ path, scores: {}, failures: [], ...medianFigures(results.map(figuresOf)) }).length > 0;
      const remeasured = assertScores && overInMedian() && results.length < 3;
      while (remeasured && results.length < 3) results.push(await measure(`${origin}${path}`));
      const perRun = results.map(figuresOf);
      const figures = medianFigures(perRun);
      // The full report of the run whose performance score is the median, to read its diagnostics.
      const medianRun = results[perRun.findIndex((one) => one.performance === figures.performance)] ?? results[0]!;
      writeFileSync(new URL(reportFileName(path), reportsDirectory), JSON.stringify(medianRun));
      const scores = Object.fromEntries(
        Object.entries(medianRun.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      );
      scores.performance = figures.performance;
      const failures = results.flatMap(({ categories, audits }) =>
        assertedCategories.flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}: ${ref.id}`),
        ),
      );
      const row: Row = { path, scores, ...figures, failures: [...new Set(failures)] };
      rows.push(row);
      console.log(
        `${path.padEnd(62)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  bp ${String(scores["best-practices"]).padStart(3)}  seo ${String(scores.seo).padStart(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms (commit ${Math.round(row.commitTbt)})  CLS ${row.cls.toFixed(3)}  JS ${kib(row.scriptBytes)}  transfer ${kib(row.transferBytes)}  ${row.requests} requests${remeasured ? `  (over budget in a run: median of ${results.length}, LCP ${perRun.map((one) => seconds(one.lcp)).join(", ")}, CLS ${perRun.map((one) => one.cls.toFixed(3)).join(", ")})` : ""}`,
      );
    }
    await measureControl("after the pages");
    if (profileBudget) {
      const measured = new Set(rows.map((row) => row.path));
      extras = await measureProfileExtras(
        profileBudget.pages.filter((path) => measured.has(path)),
        runs,
        async (path) => figuresOf(await measure(`${origin}${path}`, { "Save-Data": "on" })).transferBytes,
        proxy,
        profile,
      );
      printExtras(extras, rows);
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    await control?.close();
    await proxy.close();
  }
  writeFileSync(
    new URL("../reports/lighthouse.json", import.meta.url),
    `${JSON.stringify(profileBudget ? { profile: profileName, rows, extras } : rows, null, 2)}\n`,
  );

  const failing = rows.filter((row) => assertedCategories.some((id) => row.scores[id] !== 100));
  const slow = [
    ...rows.map((row) => ({ path: row.path, misses: overBudget(row) })),
    ...extras.map((extra) => ({ path: extra.path, misses: extrasOverBudget(extra, rows) })),
  ].filter((row) => row.misses.length > 0);
  if (assertScores && (failing.length > 0 || slow.length > 0)) {
    if (failing.length > 0) console.error("\nBelow 100 on accessibility, best practices or SEO:");
    for (const row of failing)
      console.error(`  ${row.path}: ${row.failures.join(", ") || "see reports/lighthouse.json"}`);
    if (slow.length > 0) console.error("\nOver the lighthouse budget (performance-budget.json):");
    for (const row of slow) console.error(`  ${row.path}: ${row.misses.join(", ")}`);
    process.exit(1);
  }
  console.log(
    `\nlighthouse: ${rows.length} pages measured${runs > 1 ? `, median of ${runs} runs each` : ""}${assertScores ? ", accessibility, best practices and SEO at 100, within the lighthouse budget" : ""}`,
  );
}

await main();
