/** The probes, the metrics port and the readiness an operator sees the server by (D27, docs/decisions/023). */
import { dirname } from "node:path";
import type { Hono } from "hono";
import type { ServerSettings } from "#server/env.ts";
import { kindStoresOf, type IntakeStore } from "#server/intake/store.ts";
import { createReadiness, healthRoutes, type Readiness } from "#server/ops/health.ts";
import { startMetricsEndpoint, type MetricsEndpoint } from "#server/ops/metrics-server.ts";
import type { ServerMetrics } from "#server/ops/metrics.ts";

export type Operations = {
  readiness: Readiness;
  /** /healthz and /readyz, mounted on the site's app. */
  routes: { path: string; app: Hono };
  metricsEndpoint?: MetricsEndpoint;
  stop(): Promise<void>;
};

export async function startOperations(
  settings: Pick<ServerSettings, "intake" | "metrics">,
  store: IntakeStore,
  metrics: ServerMetrics,
): Promise<Operations> {
  const readiness = createReadiness({
    ping: store.ping,
    dataDirectory: settings.intake.databaseUrl ? undefined : dirname(settings.intake.databasePath),
  });
  metrics.watch({ outboxes: kindStoresOf(store), isReady: async () => (await readiness.check()).ready });
  const metricsEndpoint = settings.metrics && (await startMetricsEndpoint(metrics, settings.metrics));
  return {
    readiness,
    routes: { path: "/", app: healthRoutes(readiness) },
    metricsEndpoint,
    stop: async () => metricsEndpoint?.close(),
  };
}
