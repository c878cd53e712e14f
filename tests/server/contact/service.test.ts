/**
 * The assembled pipeline behind a real HTTP server, as server/index.ts runs it: the endpoint
 * mounted by createApp, the database, and the outbox forwarding to a fake spreadsheet script.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { contactSettingsFromEnv } from "#server/contact/config.ts";
import { startContactService, type ContactService } from "#server/contact/index.ts";
import { openMessageStore } from "#server/contact/store.ts";
import { startFakeSpreadsheet } from "./fake-spreadsheet.ts";
import { newKey, sampleMessage, tempDataDir } from "./helpers.ts";

let spreadsheet: Awaited<ReturnType<typeof startFakeSpreadsheet>>;
let service: ContactService;
let server: ServerType;
let baseUrl: string;
let dataDir: string;

async function start(env: Record<string, string>) {
  service = startContactService(contactSettingsFromEnv({ DATA_DIR: dataDir, ...env }));
  server = serve({ fetch: createApp({ files: new Map(), api: [service.api] }).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  it("stores a message under DATA_DIR and forwards it at once to CONTACT_FORWARD_URL, through its redirect", async () => {
    spreadsheet.behave("redirect");
    await start({
      CONTACT_FORWARD_URL: spreadsheet.url.href,
      CONTACT_FORWARD_REDIRECT_HOSTS: spreadsheet.redirectHost,
    });
    const response = await send();
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(spreadsheet.posts().map((request) => request.fields.id)).toEqual([id]));
    const store = openMessageStore(`${dataDir}/contact.sqlite`);
    await vi.waitFor(() => expect(store.get(id)?.deliveryState).toBe("delivered"));
    store.close();
  });

  it("keeps messages without forwarding when no address is configured", async () => {
    await start({});
    const { id } = (await (await send()).json()) as { id: string };
    await service.stop();
    const store = openMessageStore(`${dataDir}/contact.sqlite`);
    expect(store.get(id)?.deliveryState).toBe("pending");
    store.close();
    expect(spreadsheet.received).toEqual([]);
  });

  it("limits by socket address, or by the proxy's X-Forwarded-For entry when TRUST_PROXY is set", async () => {
    await start({ CONTACT_RATE_LIMIT: "1" });
    expect((await send({ "X-Forwarded-For": "203.0.113.1" })).status).toBe(200);
    // Without trust, a made-up header changes nothing: same socket, same address.
    expect((await send({ "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
    await new Promise((resolve) => server.close(resolve));
    await service.stop();

    await start({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "1" });
    expect((await send({ "X-Forwarded-For": "198.51.100.1, 203.0.113.1" })).status).toBe(200);
    expect((await send({ "X-Forwarded-For": "198.51.100.1, 203.0.113.2" })).status).toBe(200);
    expect((await send({ "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
  });
});
