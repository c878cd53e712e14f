/** The intake from its settings: the store and, per kind, an endpoint, its form pages and an outbox. */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import type { IntakeSettings } from "#server/env.ts";
import { createIntakeEndpoint } from "#server/intake/endpoint.ts";
import { createKindFormPages } from "#server/intake/form-pages.ts";
import { forwardJson } from "#server/intake/forward.ts";
import { startOutbox, type Outbox } from "#server/intake/outbox.ts";
import { openPostgresStore } from "#server/intake/postgres.ts";
import { createRateLimiter, type RateLimiter } from "#server/intake/rate-limit.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import { kindStoresOf, type IntakeStore } from "#server/intake/store.ts";
import type { IntakeMetrics } from "#server/ops/metrics.ts";
import { outsideRequest } from "#server/ops/request-context.ts";
import type { StaticFile } from "#server/static-files.ts";

export type StoreLocation = { databaseUrl?: string; databasePath: string };

export async function openIntakeStore({ databaseUrl, databasePath }: StoreLocation): Promise<IntakeStore> {
  return databaseUrl ? openPostgresStore(databaseUrl) : openSqliteStore(databasePath);
}

async function openStorage(settings: IntakeSettings): Promise<{ store: IntakeStore; rateLimiter: RateLimiter }> {
  if (settings.databaseUrl) {
    const store = await openPostgresStore(settings.databaseUrl);
    return { store, rateLimiter: store.rateLimiter(settings.rateLimit) };
  }
  return { store: await openSqliteStore(settings.databasePath), rateLimiter: createRateLimiter(settings.rateLimit) };
}

function clientAddressReader(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim() : undefined;
    return forwarded || (getConnInfo(c).remote.address ?? "unknown");
  };
}

export type IntakeService = {
  store: IntakeStore;
  routes: Array<{ path: string; app: Hono }>;
  stop(): Promise<void>;
};

export async function startIntakeService(
  settings: IntakeSettings,
  {
    allowedHosts,
    files = new Map(),
    metrics,
  }: { allowedHosts: readonly string[]; files?: ReadonlyMap<string, StaticFile>; metrics?: IntakeMetrics },
): Promise<IntakeService> {
  const { store, rateLimiter } = await openStorage(settings);
  const languages = languageCodes();
  const clientAddress = clientAddressReader(settings.trustProxy);
  const outboxes: Outbox[] = [];
  const routes: IntakeService["routes"] = [];

  for (const kindStore of kindStoresOf(store)) {
    const { kind } = kindStore;
    const outbox =
      settings.forward &&
      startOutbox({
        store: kindStore,
        target: settings.forward,
        timing: settings.outbox,
        bodyOf: (item) => forwardJson(kind, item),
        name: kind.name,
        observer: metrics?.outbox(kind.name),
      });
    if (outbox) outboxes.push(outbox);
    const pages = createKindFormPages(kind, files, languages);
    routes.push(
      {
        path: kind.endpoint,
        app: createIntakeEndpoint(kind, {
          store: kindStore,
          // One rate limit for every form: an address's stored submissions, whichever form they came from.
          rateLimiter,
          clientAddress,
          allowedHosts,
          languages,
          onStored: () => void outsideRequest(() => outbox?.wake()),
          refusedFormPage: pages.refusalPage,
          observer: metrics?.intake(kind.name),
        }),
      },
      ...pages.routes,
    );
  }

  return {
    store,
    routes,
    async stop() {
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      await store.close();
    },
  };
}
