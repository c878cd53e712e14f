/**
 * `npm run topology`: production's shape on loopback ports (D27, docs/decisions/023). Debian's Caddy
 * runs ops/Caddyfile, serving build/client's files and sending the rest to two Node servers that
 * share a throwaway PostgreSQL and forward to a fake spreadsheet script. Visitors post contact
 * messages and waitlist entries through the proxy (retrying a failed post with its idempotency key,
 * as the form's script does) while one server is stopped with SIGTERM and restarted, and then the
 * other is SIGKILLed and restarted. Then it checks:
 * - no acknowledged submission is lost, each is delivered to the sheet once, no 5xx during the drain;
 * - the draining server's /readyz said 503 at once while its /healthz said 200;
 * - both servers' metrics agree with the database on every kind's outbox;
 * - the proxy's security and cache headers for hashed assets, other files, pages and /api/*;
 * - the servers' logs name the proxy's request id and hold no e-mail address or message text.
 * Prints the figures; exits 1 when a check fails. `-- --keep` leaves it running until Ctrl-C.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { startFakeSpreadsheet } from "./lib/fake-spreadsheet.ts";
import { freePort } from "./lib/free-port.ts";
import { storedSubmissions } from "./lib/intake-load-kit.ts";
import { ensureCaddy } from "./lib/ops-tools.ts";
import { startTemporaryPostgres } from "./lib/postgres.ts";

const { values: options } = parseArgs({ options: { keep: { type: "boolean", default: false } } });
const root = new URL("../", import.meta.url).pathname;
const siteRoot = join(root, "build/client");
const healthIntervalMs = 300;
const drainMs = 2_000;
const postingWorkers = 4;

if (!existsSync(siteRoot)) {
  console.error("No build found in build/client: run `npm run build` first.");
  process.exit(1);
}

type Server = { name: string; port: number; metricsPort: number; child: ChildProcess; output: string[] };

const failures: string[] = [];
function check(condition: boolean, what: string): void {
  if (!condition) failures.push(what);
}

// Generous: a loaded 2-core machine has taken 15 s to start a server.
async function waitFor(what: string, ready: () => Promise<boolean>, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(50);
  }
  throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
}

const answers = async (url: string) => (await fetch(url)).status;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

const postgres = await startTemporaryPostgres();
const sheet = await startFakeSpreadsheet();
const scratch = mkdtempSync(join(tmpdir(), "sankofa-topology-"));
const proxyPort = await freePort();
const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
const servers: Server[] = [];
let caddy: ChildProcess | undefined;

async function startServer(name: string, port: number, metricsPort: number): Promise<Server> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      ALLOWED_HOSTS: `127.0.0.1:${proxyPort},127.0.0.1:${port}`,
      DATABASE_URL: postgres.url,
      DATA_DIR: join(scratch, name),
      TRUST_PROXY: "1",
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_MS: String(drainMs),
      INTAKE_FORWARD_URL: sheet.url.href,
      INTAKE_FORWARD_REDIRECT_HOSTS: sheet.redirectHost,
      INTAKE_RETRY_BASE_MS: "200",
      INTAKE_RETRY_MAX_MS: "1000",
      INTAKE_RATE_LIMIT: "1000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const server = { name, port, metricsPort, child, output: [] as string[] };
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => server.output.push(chunk));
  await waitFor(`${name} answering`, async () => (await answers(`http://127.0.0.1:${port}/healthz`)) === 200);
  return server;
}

function startCaddy(): ChildProcess {
  const home = join(scratch, "caddy");
  const child = spawn(ensureCaddy(), ["run", "--config", join(root, "ops/Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: home,
      XDG_DATA_HOME: home,
      CADDY_ADMIN: "off",
      SITE_ADDRESS: proxyOrigin,
      PROXY_BIND: "127.0.0.1",
      SITE_HOST: `127.0.0.1:${proxyPort}`,
      SITE_ROOT: siteRoot,
      SANKOFA_UPSTREAMS: servers.map((server) => `127.0.0.1:${server.port}`).join(" "),
      HEALTH_INTERVAL: `${healthIntervalMs}ms`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors: string[] = [];
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => errors.push(chunk));
  child.once("exit", (code) => {
    if (code) console.error(`caddy exited with ${code}:\n${errors.join("").slice(-2000)}`);
  });
  return child;
}

/** Every post's answer, with the phase it was sent in. */
type Answer = { phase: string; status: number };
let phase = "steady";
const postingDone = new AbortController();
const answersLog: Answer[] = [];
const acknowledged = { contact: new Set<string>(), waitlist: new Set<string>() };
let posted = 0;
const secrets: string[] = [];

/** One visitor's submission, sent until it is acknowledged, as the form's script retries. */
async function submit(sequence: number): Promise<void> {
  const waitlist = sequence % 4 === 3;
  const marker = `${crypto.randomUUID().slice(0, 8)}x${sequence}`;
  const email = `visitor.${marker}@example.com`;
  const text = `Private words ${marker} about my transfer`;
  secrets.push(email, text);
  const fields: Record<string, string> = waitlist
    ? { email, firstName: `Ada${marker}`, residence: "GB", destination: "NG", consent: "yes", source: "open-account" }
    : { name: `Visitor ${marker}`, email, subject: `Subject ${marker}`, message: text, priority: "medium" };
  fields.idempotencyKey = `topology-${crypto.randomUUID()}`;
  fields.elapsedMs = "30000";
  posted += 1;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const sentIn = phase;
    let status = 0;
    let answer: { status?: string; id?: string } = {};
    try {
      const response = await fetch(`${proxyOrigin}/api/${waitlist ? "waitlist" : "contact"}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json", Origin: proxyOrigin },
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      answer = status === 200 ? ((await response.json()) as typeof answer) : {};
    } catch {
      status = 0;
    }
    answersLog.push({ phase: sentIn, status });
    if (answer.status === "success" && answer.id) {
      acknowledged[waitlist ? "waitlist" : "contact"].add(answer.id);
      return;
    }
    await sleep(200);
  }
}

async function visitor(first: number): Promise<void> {
  for (let sequence = first; !postingDone.signal.aborted; sequence += postingWorkers) {
    await submit(sequence);
    await sleep(100);
  }
}

/** SIGTERM: /readyz must fail at once while /healthz answers, then the server drains and exits. */
async function stopGracefully(server: Server): Promise<void> {
  server.child.kill("SIGTERM");
  const started = Date.now();
  let readyz = 0;
  await waitFor("readiness turning off", async () => {
    readyz = await answers(`http://127.0.0.1:${server.port}/readyz`);
    return readyz === 503;
  });
  const readinessMs = Date.now() - started;
  const healthz = await answers(`http://127.0.0.1:${server.port}/healthz`);
  console.log(`  SIGTERM ${server.name}: /readyz 503 after ${readinessMs} ms, /healthz ${healthz} while draining`);
  check(readinessMs < 2_000 && healthz === 200, "readiness turns off at once on SIGTERM while liveness stays");
  await exited(server.child);
  check(server.child.exitCode === 0, `${server.name} exits 0 after its drain`);
}

async function restart(server: Server): Promise<Server> {
  const again = await startServer(server.name, server.port, server.metricsPort);
  again.output.unshift(...server.output);
  await waitFor(`the proxy sending ${server.name} posts again`, async () => {
    const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
    return (metricValue(text, 'sankofa_http_requests_total{group="api",method="POST",status="200"}') ?? 0) > 0;
  });
  return again;
}

function metricValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The headers a response carries, in lower case, without those that change per response. */
function stableHeaders(response: Response): Map<string, string> {
  const varying = new Set([
    "date",
    "etag",
    "last-modified",
    "content-length",
    "x-request-id",
    "connection",
    "keep-alive",
  ]);
  return new Map([...response.headers].filter(([name]) => !varying.has(name)));
}

async function checkHeaders(): Promise<void> {
  const direct = `http://127.0.0.1:${servers[0]!.port}`;
  const brotli = { "Accept-Encoding": "br, gzip" };
  const asset = `/assets/${readdirSync(join(siteRoot, "assets")).find((name) => name.endsWith(".js"))}`;
  const [assetViaProxy, assetDirect] = await Promise.all([
    fetch(`${proxyOrigin}${asset}`, { headers: brotli }),
    fetch(`${direct}${asset}`, { headers: brotli }),
  ]);
  check(assetViaProxy.status === 200, `the proxy serves ${asset}`);
  check(assetViaProxy.headers.get("server") === null, "the proxy serves files itself, naming no server");
  check(assetViaProxy.headers.get("x-request-id") === null, "a hashed asset never reaches a server");
  check(
    assetViaProxy.headers.get("cache-control") === "public, max-age=31536000, immutable",
    "a hashed asset is cached a year, immutable",
  );
  check(assetViaProxy.headers.get("content-encoding") === "br", "a hashed asset is sent precompressed with brotli");
  const proxyHeaders = stableHeaders(assetViaProxy);
  for (const [name, value] of stableHeaders(assetDirect)) {
    if (["content-type", "vary"].includes(name)) continue;
    check(proxyHeaders.get(name) === value, `the proxy sends ${name}: ${value} on files, as the servers do`);
  }

  const feed = await fetch(`${proxyOrigin}/rss.xml`, { headers: brotli });
  check(feed.status === 200 && feed.headers.get("x-request-id") === null, "the proxy serves the feed from disk");
  check(
    feed.headers.get("cache-control") === "public, max-age=0, must-revalidate",
    "a file at a stable address revalidates",
  );
  check(feed.headers.get("x-frame-options") === "DENY", "the proxy's files carry the security headers");

  const [pageViaProxy, pageDirect] = await Promise.all([
    fetch(`${proxyOrigin}/support`, { headers: brotli }),
    fetch(`${direct}/support`, { headers: brotli }),
  ]);
  check(pageViaProxy.status === 200, "a page answers through the proxy");
  check(
    pageViaProxy.headers.get("cache-control") === "public, max-age=0, must-revalidate",
    "a page is revalidated on every use",
  );
  check(
    pageViaProxy.headers.get("content-security-policy") === pageDirect.headers.get("content-security-policy") &&
      (pageViaProxy.headers.get("content-security-policy") ?? "").includes("'sha256-"),
    "a page keeps its own Content-Security-Policy with its inline scripts' hashes",
  );
  check(pageViaProxy.headers.get("content-encoding") === "br", "a page is sent compressed");
  check(pageViaProxy.headers.get("strict-transport-security") !== null, "a page carries the security headers");

  const refused = await fetch(`${proxyOrigin}/api/contact`, {
    method: "POST",
    body: new URLSearchParams({ name: "x" }),
    headers: { Accept: "application/json", "X-Request-Id": "visitor-chosen-id-1" },
  });
  const requestId = refused.headers.get("x-request-id") ?? "";
  const refusal = (await refused.json()) as { requestId?: string };
  check(refused.status === 400, "a bad post through the proxy is refused by a server");
  check(refused.headers.get("cache-control") === "no-store", "an /api/ answer is never cached");
  check(/^[0-9a-f-]{36}$/.test(requestId), "the proxy names each request, replacing the visitor's own id");
  check(refusal.requestId === requestId, "the error's body names the proxy's request id");
  await sleep(200);
  const logged = servers
    .flatMap((server) => server.output.join("").split("\n"))
    .filter((line) => line.includes(requestId));
  check(
    logged.some((line) => line.includes('"contact.refused"')) && logged.some((line) => line.includes('"request"')),
    "every log line about the request carries the proxy's request id",
  );

  check((await fetch(`${proxyOrigin}/metrics`)).status === 404, "the metrics are not reachable through the proxy");
  const sitemap = await (await fetch(`${proxyOrigin}/sitemap.xml`)).text();
  check(sitemap.includes("<loc>") && !/healthz|readyz/.test(sitemap), "the probes are not in the sitemap");
}

async function checkMetricsAgainstDatabase(): Promise<void> {
  const { messages, waitlist } = await storedSubmissions({ dataDir: scratch, databaseUrl: postgres.url });
  const stored = { contact: messages, waitlist };
  for (const server of servers) {
    const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
    for (const [kind, items] of Object.entries(stored)) {
      for (const state of ["pending", "delivered", "failed", "held"]) {
        const inDatabase = items.filter((item) => item.deliveryState === state).length;
        const scraped = metricValue(text, `sankofa_outbox_messages{kind="${kind}",state="${state}"}`);
        check(
          scraped === inDatabase,
          `${server.name}'s metrics say ${scraped} ${kind} ${state}, the database ${inDatabase}`,
        );
      }
      const age = metricValue(text, `sankofa_outbox_oldest_undelivered_age_seconds{kind="${kind}"}`);
      check(age === 0, `${server.name} reports no undelivered ${kind} (age ${age})`);
    }
    check(metricValue(text, "sankofa_ready") === 1, `${server.name} reports itself ready`);
  }
}

const started = performance.now();
let ok = false;
try {
  const ports = await Promise.all(Array.from({ length: 4 }, () => freePort()));
  servers.push(
    await startServer("server-a", ports[0]!, ports[1]!),
    await startServer("server-b", ports[2]!, ports[3]!),
  );
  caddy = startCaddy();
  await waitFor("the proxy routing to the servers", async () => (await answers(`${proxyOrigin}/readyz`)) === 200);

  const visitors = Array.from({ length: postingWorkers }, (_, index) => visitor(index));
  await sleep(1_500);

  phase = "sigterm";
  await stopGracefully(servers[0]!);
  await sleep(500);
  phase = "steady";
  servers[0] = await restart(servers[0]!);
  await sleep(1_000);

  phase = "sigkill";
  servers[1]!.child.kill("SIGKILL");
  await exited(servers[1]!.child);
  console.log(`  SIGKILL ${servers[1]!.name}`);
  await sleep(1_500);
  servers[1] = await restart(servers[1]!);
  phase = "steady";
  await sleep(1_000);
  postingDone.abort();
  await Promise.all(visitors);

  const settleStarted = performance.now();
  let pending = Number.POSITIVE_INFINITY;
  while (performance.now() - settleStarted < 90_000) {
    const { messages, waitlist } = await storedSubmissions({ dataDir: scratch, databaseUrl: postgres.url });
    pending = [...messages, ...waitlist].filter((item) => item.deliveryState === "pending").length;
    if (pending === 0) break;
    await sleep(200);
  }

  const settleSeconds = (performance.now() - settleStarted) / 1000;
  const { messages, waitlist } = await storedSubmissions({ dataDir: scratch, databaseUrl: postgres.url });
  const storedIds = new Set([...messages, ...waitlist].map((item) => item.id));
  const acknowledgedIds = [...acknowledged.contact, ...acknowledged.waitlist];
  const lost = acknowledgedIds.filter((id) => !storedIds.has(id)).length;
  const delivered = [...messages, ...waitlist].filter((item) => item.deliveryState === "delivered").length;
  const rows = [...sheet.rowsPerId("Messages").values(), ...sheet.rowsPerId("Waitlist").values()];
  const once = rows.filter((count) => count === 1).length;
  const serverErrors = (inPhase: string) =>
    answersLog.filter((answer) => answer.phase === inPhase && answer.status >= 500).length;
  const unanswered = answersLog.filter((answer) => answer.status === 0).length;
  const retried = answersLog.length - acknowledgedIds.length;

  check(lost === 0, `${lost} acknowledged submissions lost`);
  check(acknowledgedIds.length === posted, `${posted - acknowledgedIds.length} submissions never acknowledged`);
  check(pending === 0, `${pending} submissions still pending`);
  check(delivered === storedIds.size, "every stored submission is delivered");
  check(once === storedIds.size && rows.length === storedIds.size, "every submission is in the sheet exactly once");
  check(serverErrors("sigterm") === 0, `${serverErrors("sigterm")} 5xx answers while a server drained after SIGTERM`);

  await checkMetricsAgainstDatabase();
  await checkHeaders();

  const logs = servers.map((server) => server.output.join("")).join("");
  const leaked = secrets.filter((secret) => logs.includes(secret)).length;
  check(leaked === 0, `${leaked} e-mail addresses or texts found in the servers' logs`);
  check(!logs.includes("@example.com"), "no e-mail address in the servers' logs");

  console.log(
    `topology (Caddy, 2 servers, PostgreSQL): posted ${posted} (${acknowledged.contact.size} messages, ` +
      `${acknowledged.waitlist.size} waitlist entries), acknowledged ${acknowledgedIds.length}, stored ${storedIds.size}, ` +
      `lost ${lost}, delivered ${delivered} (${once} exactly once in the sheet, ${sheet.posts().length} script calls)`,
  );
  console.log(
    `  answers ${answersLog.length}: 5xx during the SIGTERM drain ${serverErrors("sigterm")}, ` +
      `5xx after the SIGKILL ${serverErrors("sigkill")}, no answer ${unanswered}, posts retried ${retried}; ` +
      `${leaked} secrets in ${logs.split("\n").length} log lines; outboxes settled ${settleSeconds.toFixed(1)} s ` +
      `after the last post; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  ok = failures.length === 0;
  if (ok) console.log("✔ the proxy and two servers kept every submission through a SIGTERM and a SIGKILL");
  else console.error(`✖ ${failures.length} checks failed:\n  ${failures.join("\n  ")}`);

  if (options.keep) {
    console.log(`\nRunning: ${proxyOrigin} (proxy), ${servers.map((server) => `127.0.0.1:${server.port}`).join(", ")}`);
    console.log(`metrics: ${servers.map((server) => `http://127.0.0.1:${server.metricsPort}/metrics`).join(", ")}`);
    console.log("Ctrl-C stops everything.");
    await new Promise((resolve) => process.once("SIGINT", resolve));
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  postingDone.abort();
  caddy?.kill("SIGTERM");
  for (const server of servers) server.child.kill("SIGKILL");
  await Promise.all([...(caddy ? [exited(caddy)] : []), ...servers.map((server) => exited(server.child))]);
  await sheet.close();
  await postgres.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
