/**
 * The assembled pipeline behind a real HTTP server, as server/index.ts runs it: the settings from
 * the environment, the endpoint mounted by createApp behind its Host allow-list, the store, and
 * the outbox forwarding to a fake spreadsheet script.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { startIntakeService, type IntakeService } from "#server/intake/index.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import { serverSettings } from "#server/env.ts";
import { startFakeSpreadsheet, type FakeSpreadsheet } from "#scripts/lib/fake-spreadsheet.ts";
import { newKey, sampleMessage, tempDataDir } from "./helpers.ts";

let spreadsheet: FakeSpreadsheet;
let service: IntakeService;
let server: ServerType;
let baseUrl: string;
let dataDir: string;

async function start(env: Record<string, string>) {
  let app: Hono | undefined;
  server = serve({ fetch: (request, bindings) => app!.fetch(request, bindings), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  baseUrl = `http://${host}`;
  const settings = serverSettings({ DATA_DIR: dataDir, ALLOWED_HOSTS: host, ...env });
  service = await startIntakeService(settings.intake, { allowedHosts: settings.allowedHosts });
  app = createApp({ files: new Map(), api: service.routes, allowedHosts: settings.allowedHosts });
}

function send(headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sampleMessage, idempotencyKey: newKey(), elapsedMs: "30000" })) {
    body.set(name, value);
  }
  return fetch(`${baseUrl}/api/contact`, { method: "POST", body, headers: { Accept: "application/json", ...headers } });
}

beforeEach(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  spreadsheet = await startFakeSpreadsheet();
  dataDir = tempDataDir();
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await service.stop();
  await spreadsheet.close();
  vi.restoreAllMocks();
});

describe("the contact service", () => {
  it("stores a message under DATA_DIR and forwards it at once to INTAKE_FORWARD_URL, through its redirect", async () => {
    await start({
      INTAKE_FORWARD_URL: spreadsheet.url.href,
      INTAKE_FORWARD_REDIRECT_HOSTS: spreadsheet.redirectHost,
    });
    const response = await send();
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(spreadsheet.rowsPerId()).toEqual(new Map([[id, 1]])));
    const store = await openSqliteStore(`${dataDir}/intake.sqlite`);
    await vi.waitFor(async () => expect((await store.contact.get(id))?.deliveryState).toBe("delivered"));
    await store.close();
  });

  it("keeps messages without forwarding when no address is configured", async () => {
    await start({});
    const { id } = (await (await send()).json()) as { id: string };
    await service.stop();
    const store = await openSqliteStore(`${dataDir}/intake.sqlite`);
    expect((await store.contact.get(id))?.deliveryState).toBe("pending");
    await store.close();
    expect(spreadsheet.received).toEqual([]);
  });

  it("limits by socket address, or by the proxy's X-Forwarded-For entry when TRUST_PROXY is set", async () => {
    await start({ INTAKE_RATE_LIMIT: "1" });
    expect((await send({ "X-Forwarded-For": "203.0.113.1" })).status).toBe(200);
    // Without trust, a made-up header changes nothing: same socket, same address.
    expect((await send({ "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
    await new Promise((resolve) => server.close(resolve));
    await service.stop();

    await start({ INTAKE_RATE_LIMIT: "1", TRUST_PROXY: "1" });
    expect((await send({ "X-Forwarded-For": "198.51.100.1, 203.0.113.1" })).status).toBe(200);
    expect((await send({ "X-Forwarded-For": "198.51.100.1, 203.0.113.2" })).status).toBe(200);
    expect((await send({ "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
  });

  it("refuses a Host it does not know before any handler runs, and posts from another origin", async () => {
    await start({});
    const status = (headers: Record<string, string>, method = "POST", path = "/api/contact") =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end(method === "POST" ? "name=x" : undefined);
      });
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    // A DNS-rebinding page: its own name, pointed at this server, in both Host and Origin.
    expect(await status({ ...form, Host: "rebind.evil.example", Origin: "http://rebind.evil.example" })).toBe(421);
    expect(await status({ ...form, Origin: "http://rebind.evil.example" })).toBe(403);
    expect(await status({ ...form, Origin: baseUrl })).toBe(400);
    expect(await status({ Host: "localhost" }, "GET", "/")).toBe(421);
  });
});
