/**
 * The contact pipeline, assembled from its settings: the database, the endpoint and, when a
 * spreadsheet-script address is configured, the outbox worker. server/index.ts mounts `api` and
 * calls `stop` on shutdown.
 */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { site } from "#app/site.config.ts";
import type { ContactSettings } from "#server/contact/config.ts";
import { createContactApi } from "#server/contact/contact-api.ts";
import type { ContactFormPages } from "#server/contact/form-page.ts";
import { startOutbox, type Outbox } from "#server/contact/outbox.ts";
import { createRateLimiter } from "#server/contact/rate-limit.ts";
import { openMessageStore } from "#server/contact/store.ts";

/** The endpoint's path: the configured one when it is on this site, else the default. */
export function contactApiPath(endpoint: string = site.contactEndpoint): string {
  return endpoint.startsWith("/") ? new URL(endpoint, "http://localhost").pathname : "/api/contact";
}

function clientAddressReader(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim() : undefined;
    return forwarded || (getConnInfo(c).remote.address ?? "unknown");
  };
}

export type ContactService = { api: { path: string; app: Hono }; stop(): Promise<void> };

export function startContactService(settings: ContactSettings, formPages?: ContactFormPages): ContactService {
  const store = openMessageStore(settings.databasePath);
  let outbox: Outbox | undefined;
  if (settings.forward) outbox = startOutbox({ store, target: settings.forward });
  const app = createContactApi({
    store,
    rateLimiter: createRateLimiter(settings.rateLimit),
    clientAddress: clientAddressReader(settings.trustProxy),
    allowedOrigins: [new URL(site.url).origin],
    onStored: () => void outbox?.wake(),
    refusedFormPage: formPages?.refusal,
  });
  return {
    api: { path: contactApiPath(), app },
    async stop() {
      await outbox?.stop();
      store.close();
    },
  };
}
