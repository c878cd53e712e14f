/**
 * A TCP proxy on 127.0.0.1 that gives everything passing through it a network profile's round trip
 * and bandwidth: half the round trip each way, then the bytes at the profile's rate. Unlike
 * Chromium's emulation, which throttles a page but not its service worker's own fetches, it slows
 * every request to the site alike. Throttling can be switched on and off between visits.
 */
import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";
import type { NetworkProfile } from "./network-profiles.ts";

export type ThrottlingProxy = { port: number; throttle(on: boolean): void; close(): Promise<void> };

/**
 * Forwards `from` to `to` after `delayMs`, at `bytesPerSecond`, keeping the order of the chunks;
 * nothing before `openAt`, when the connection's handshake would have ended.
 */
function pipeSlowly(from: Socket, to: Socket, delayMs: () => number, bytesPerSecond: () => number, openAt = 0): void {
  let lineFreeAt = openAt;
  from.on("data", (chunk: Buffer) => {
    const now = Date.now();
    const rate = bytesPerSecond();
    const sendingTime = rate === Infinity ? 0 : (chunk.byteLength / rate) * 1000;
    lineFreeAt = Math.max(lineFreeAt, now + delayMs()) + sendingTime;
    setTimeout(() => to.destroyed || to.write(chunk), lineFreeAt - now);
  });
  from.on("end", () => setTimeout(() => to.end(), Math.max(0, lineFreeAt - Date.now())));
  from.on("error", () => to.destroy());
}

export async function startThrottlingProxy(targetPort: number, profile: NetworkProfile): Promise<ThrottlingProxy> {
  let throttled = false;
  const oneWay = () => (throttled ? profile.rttMs / 2 : 0);
  const down = () => (throttled ? (profile.throughputKbps * 1024) / 8 : Infinity);
  const up = () => (throttled ? (profile.uploadKbps * 1024) / 8 : Infinity);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    // A new connection costs its handshake, one round trip, before the request leaves.
    pipeSlowly(client, upstream, oneWay, up, Date.now() + 2 * oneWay());
    pipeSlowly(upstream, client, oneWay, down);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    port: (server.address() as AddressInfo).port,
    throttle: (on) => {
      throttled = on;
    },
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}
