import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serverTimeouts } from "#server/http-timeouts.ts";

describe("server timeouts", () => {
  it("bound a request far below Node's 300 s default, and check the bound every second", () => {
    expect(serverTimeouts.headersTimeout).toBeGreaterThan(0);
    expect(serverTimeouts.headersTimeout).toBeLessThanOrEqual(serverTimeouts.requestTimeout);
    expect(serverTimeouts.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(serverTimeouts.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it("answer 408 and close a connection whose body stalls, instead of holding it for minutes", async () => {
    const app = new Hono().post("/", async (c) => c.text(await c.req.text()));
    // How the settings are wired into the server, with the deadlines shortened so the test is quick.
    const server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: "127.0.0.1",
      serverOptions: { ...serverTimeouts, requestTimeout: 300, headersTimeout: 300 },
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    // Headers promise 1,000 bytes; only 5 ever come.
    socket.write("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\nhello");
    await new Promise((resolve) => socket.once("close", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await new Promise((resolve) => server.close(resolve));
  });
});
