/**
 * GET /metrics on its own port, never the site's (D27): loopback by default; on another address
 * only with METRICS_TOKEN, which a scrape must send as a bearer token (server/env.ts).
 */
import { timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "#server/log.ts";
import type { ServerMetrics } from "#server/ops/metrics.ts";

export type MetricsEndpoint = { port: number; close(): Promise<void> };

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export async function startMetricsEndpoint(
  metrics: ServerMetrics,
  { port, hostname, token }: { port: number; hostname: string; token?: string },
): Promise<MetricsEndpoint> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://metrics").pathname;
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...headers,
      });
      response.end(text);
    };
    if (path !== "/metrics") return answer(404, "Not found: metrics are at /metrics.\n");
    if (request.method !== "GET" && request.method !== "HEAD")
      return answer(405, "GET only.\n", { Allow: "GET, HEAD" });
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return answer(401, "A bearer token is required.\n", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    metrics.render().then(
      (text) => answer(200, request.method === "HEAD" ? "" : text, { "Content-Type": metrics.contentType }),
      (error: unknown) => {
        log("metrics-failed", { error: error instanceof Error ? error.message : String(error) });
        answer(500, "The metrics could not be read.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
