/**
 * The server as server/index.ts assembles it, with its operations: probes, metrics on their own
 * port, request ids in logs and error answers, against a fake spreadsheet script that fails the
 * way the real one does.
 */
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createApp } from "#server/app.ts";
import { serverSettings } from "#server/env.ts";
import { startIntakeService, type IntakeService } from "#server/intake/index.ts";
import { intakeKinds } from "#server/intake/kinds/index.ts";
import { startOperations, type Operations } from "#server/ops/index.ts";
import { createServerMetrics } from "#server/ops/metrics.ts";
import { startFakeSpreadsheet, type FakeSpreadsheet } from "#scripts/lib/fake-spreadsheet.ts";
import { startTemporaryPostgres } from "#scripts/lib/postgres.ts";
import { newKey, sampleMessage, sampleWaitlistEntry, tempDataDir } from "../intake/helpers.ts";

// Servers, a fake script and retries: more than the defaults on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
const patience = { timeout: 15_000 };

let spreadsheet: FakeSpreadsheet;
let service: IntakeService;
let operations: Operations;
let server: ServerType;
let baseUrl: string;
let dataDir: string;
let stdout: MockInstance<typeof process.stdout.write>;

async function start(env: Record<string, string> = {}) {
  let app: Hono | undefined;
  server = serve({ fetch: (request, bindings) => app!.fetch(request, bindings), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  baseUrl = `http://${host}`;
  const settings = serverSettings({
    DATA_DIR: dataDir,
    ALLOWED_HOSTS: `${host},sankofa.example`,
    METRICS_PORT: "0",
    ...env,
  });
  const metrics = createServerMetrics();
  service = await startIntakeService(settings.intake, { allowedHosts: settings.allowedHosts, metrics });
  operations = await startOperations(settings, service.store, metrics);
  app = createApp({
    files: new Map(),
    api: [...service.routes, operations.routes],
    allowedHosts: settings.allowedHosts,
    trustProxy: settings.intake.trustProxy,
    metrics,
  });
}

async function stop() {
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await operations.stop();
  await service.stop();
}

function postMessage(headers: Record<string, string> = {}, fields: Record<string, string> = {}) {
  const body = new FormData();
  const values = { ...sampleMessage, idempotencyKey: newKey(), elapsedMs: "30000", ...fields };
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return fetch(`${baseUrl}/api/contact`, { method: "POST", body, headers: { Accept: "application/json", ...headers } });
}

async function scrape(token?: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${operations.metricsEndpoint!.port}/metrics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample, by its name and labels as Prometheus writes them. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`No ${series} in the metrics`);
  return Number(line.slice(series.length + 1));
}

/** fetch() cannot set Host. */
function statusWithHost(path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(`${baseUrl}${path}`, { headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
}

const logLines = () =>
  stdout.mock.calls
    .flatMap(([chunk]) => String(chunk).trim().split("\n"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeEach(async () => {
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  spreadsheet = await startFakeSpreadsheet();
  dataDir = tempDataDir();
});

afterEach(async () => {
  await stop();
  await spreadsheet.close();
  vi.restoreAllMocks();
});

describe("health and readiness", () => {
  it("answers /healthz and /readyz with 200, uncached and unlogged, for any allowed Host only", async () => {
    await start();
    for (const path of ["/healthz", "/readyz"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await statusWithHost(path, "sankofa.example")).toBe(200);
      expect(await statusWithHost(path, "rebind.evil.example")).toBe(421);
    }
    expect(await (await fetch(`${baseUrl}/readyz`)).json()).toEqual({ status: "ready" });
    expect(logLines().map((line) => line.event)).toEqual(["refused-host", "refused-host"]);
  });

  it("turns /readyz to 503 at once when the server starts to stop, while /healthz stays 200", async () => {
    await start();
    operations.readiness.markStopping();
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unready", reason: "shutting down" });
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });

  it("is not ready when the SQLite data folder cannot take a write, and says so once in the log", async () => {
    await start();
    rmSync(dataDir, { recursive: true, force: true });
    for (let probe = 0; probe < 3; probe += 1) {
      const response = await fetch(`${baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unready", reason: "data folder not writable" });
    }
    expect(logLines().filter((line) => line.event === "not-ready")).toHaveLength(1);
    expect(sample(await scrape(), "sankofa_ready")).toBe(0);
  });

  it("is not ready when PostgreSQL stops answering", async () => {
    const postgres = await startTemporaryPostgres();
    try {
      await start({ DATABASE_URL: postgres.url });
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
      await postgres.stop();
      const response = await fetch(`${baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unready", reason: "database not answering" });
      const text = await scrape();
      expect(sample(text, "sankofa_ready")).toBe(0);
      expect(sample(text, "sankofa_outbox_figures_up")).toBe(0);
    } finally {
      await postgres.stop();
    }
  }, 60_000);
});

describe("metrics", () => {
  it("are not on the site's port, and only with the bearer token when one is set", async () => {
    await start({ METRICS_TOKEN: "a-long-enough-metrics-token" });
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/metrics`)).text()).not.toContain("sankofa_");
    const metricsUrl = `http://127.0.0.1:${operations.metricsEndpoint!.port}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(
      401,
    );
    expect(await scrape("a-long-enough-metrics-token")).toContain("sankofa_ready 1");
  });

  it("show every kind's outbox, requests by route group and posts by result, with process metrics", async () => {
    await start();
    expect((await postMessage()).status).toBe(200);
    expect((await postMessage({}, { email: "not an address" })).status).toBe(400);
    await fetch(`${baseUrl}/assets/missing-abc123.js`);
    const text = await scrape();
    for (const kind of Object.keys(intakeKinds)) {
      for (const state of ["pending", "delivered", "failed", "held"])
        expect(text).toContain(`sankofa_outbox_messages{kind="${kind}",state="${state}"}`);
      expect(text).toContain(`sankofa_outbox_oldest_undelivered_age_seconds{kind="${kind}"}`);
      expect(text).toContain(`sankofa_intake_rate_limited_total{kind="${kind}"} 0`);
    }
    expect(sample(text, 'sankofa_outbox_messages{kind="contact",state="pending"}')).toBe(1);
    expect(sample(text, 'sankofa_intake_accepted_total{kind="contact",result="new"}')).toBe(1);
    expect(sample(text, 'sankofa_intake_refused_total{kind="contact",reason="invalid"}')).toBe(1);
    expect(sample(text, 'sankofa_http_requests_total{group="api",method="POST",status="200"}')).toBe(1);
    expect(sample(text, 'sankofa_http_requests_total{group="asset",method="GET",status="404"}')).toBe(1);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    // Labels come from fixed lists: no path, address or anything a visitor typed.
    expect(text).not.toContain("missing-abc123");
    expect(text).not.toContain(sampleMessage.email);
  });

  it("count rate-limit refusals by kind", async () => {
    await start({ INTAKE_RATE_LIMIT: "1" });
    expect((await postMessage()).status).toBe(200);
    expect((await postMessage()).status).toBe(429);
    const text = await scrape();
    expect(sample(text, 'sankofa_intake_rate_limited_total{kind="contact"}')).toBe(1);
    expect(sample(text, 'sankofa_intake_refused_total{kind="contact",reason="rate-limited"}')).toBe(1);
  });

  it("watch the oldest undelivered age and the failure counter rise while the script fails, then settle", async () => {
    spreadsheet.behave("html-error");
    await start({
      INTAKE_FORWARD_URL: spreadsheet.url.href,
      INTAKE_FORWARD_REDIRECT_HOSTS: spreadsheet.redirectHost,
      INTAKE_RETRY_BASE_MS: "100",
      INTAKE_RETRY_MAX_MS: "200",
    });
    expect((await postMessage()).status).toBe(200);
    const failures = 'sankofa_outbox_delivery_failures_total{kind="contact",cause="not-json"}';
    const age = 'sankofa_outbox_oldest_undelivered_age_seconds{kind="contact"}';
    let first = "";
    await vi.waitFor(async () => {
      first = await scrape();
      expect(sample(first, failures)).toBeGreaterThanOrEqual(1);
    }, patience);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const second = await scrape();
    expect(sample(second, failures)).toBeGreaterThan(sample(first, failures));
    expect(sample(second, age)).toBeGreaterThan(sample(first, age) + 1);
    expect(sample(second, 'sankofa_outbox_messages{kind="contact",state="pending"}')).toBe(1);
    expect(sample(second, 'sankofa_outbox_forward_duration_seconds_count{kind="contact"}')).toBeGreaterThanOrEqual(2);

    spreadsheet.behave("accept");
    await vi.waitFor(async () => {
      const settled = await scrape();
      expect(sample(settled, 'sankofa_outbox_messages{kind="contact",state="delivered"}')).toBe(1);
      expect(sample(settled, age)).toBe(0);
      expect(sample(settled, 'sankofa_outbox_delivery_attempts_total{kind="contact",result="delivered"}')).toBe(1);
    }, patience);
  });

  it("count a submission given up on after its last attempt", async () => {
    spreadsheet.behave("server-error");
    await start({
      INTAKE_FORWARD_URL: spreadsheet.url.href,
      INTAKE_MAX_ATTEMPTS: "2",
      INTAKE_RETRY_BASE_MS: "50",
    });
    await postMessage();
    await vi.waitFor(async () => {
      const text = await scrape();
      expect(sample(text, 'sankofa_outbox_gave_up_total{kind="contact"}')).toBe(1);
      expect(sample(text, 'sankofa_outbox_messages{kind="contact",state="failed"}')).toBe(1);
      expect(sample(text, 'sankofa_outbox_delivery_failures_total{kind="contact",cause="http-status"}')).toBe(2);
    }, patience);
  });
});

describe("request ids and logs", () => {
  it("name every log line about a request, its answer's header and an error's body", async () => {
    await start();
    const response = await postMessage({}, { email: "not an address" });
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ status: "error", requestId });
    const lines = logLines().filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.event)).toEqual(["contact.refused", "request"]);

    const refused = await fetch(`${baseUrl}/api/contact`, { method: "DELETE" });
    expect(await refused.json()).toMatchObject({ status: "error", requestId: refused.headers.get("X-Request-Id") });
    const notAllowed = await fetch(`${baseUrl}/some/page`, { method: "PUT" });
    expect(notAllowed.status).toBe(405);
    expect(await notAllowed.text()).toContain(`Reference: ${notAllowed.headers.get("X-Request-Id")}`);
  });

  it("takes the proxy's X-Request-Id only when TRUST_PROXY is set, and only a well-formed one", async () => {
    await start();
    const untrusted = await postMessage({ "X-Request-Id": "proxy-id-0001" });
    expect(untrusted.headers.get("X-Request-Id")).not.toBe("proxy-id-0001");
    await stop();

    await start({ TRUST_PROXY: "1" });
    expect((await postMessage({ "X-Request-Id": "proxy-id-0002" })).headers.get("X-Request-Id")).toBe("proxy-id-0002");
    for (const forged of ['x"}{"event":"forged"}', "a".repeat(200)])
      expect((await postMessage({ "X-Request-Id": forged })).headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      logLines()
        .filter((line) => line.requestId === "proxy-id-0002")
        .map((line) => line.event),
    ).toEqual(["contact.stored", "request"]);
  });

  it("never carry a name, an e-mail address or what the visitor wrote", async () => {
    await start({ INTAKE_FORWARD_URL: spreadsheet.url.href, INTAKE_FORWARD_REDIRECT_HOSTS: spreadsheet.redirectHost });
    const secret = {
      name: "Ngozi Okonkwo-Testperson",
      email: "ngozi.secret@example.com",
      subject: "Private subject line 7731",
      message: "My account number is 0123456789 and my card is lost near Yaba.",
    };
    expect((await postMessage({}, secret)).status).toBe(200);
    expect((await postMessage({}, { ...secret, email: "broken-address" })).status).toBe(400);
    const entry = new FormData();
    for (const [name, value] of Object.entries({
      ...sampleWaitlistEntry,
      email: "waitlist.secret@example.com",
      firstName: "Chinwe-Secret",
      idempotencyKey: newKey(),
    }))
      entry.set(name, value);
    expect((await fetch(`${baseUrl}/api/waitlist`, { method: "POST", body: entry })).status).toBe(200);
    await vi.waitFor(() => expect(spreadsheet.rowsPerId().size).toBe(1), patience);
    await vi.waitFor(() => expect(spreadsheet.rowsPerId("Waitlist").size).toBe(1), patience);

    const log = stdout.mock.calls.map(([chunk]) => String(chunk)).join("");
    expect(log).toContain("contact.stored");
    expect(log).toContain("contact.forwarded");
    for (const value of [...Object.values(secret), "waitlist.secret@example.com", "Chinwe-Secret", "0123456789", "@"])
      expect(log).not.toContain(value);
  });
});
