/**
 * The intake pipeline, assembled from its settings: the store, the contact and waitlist
 * endpoints and, when a spreadsheet-script address is configured, an outbox worker per table.
 * server/index.ts mounts `api` and calls `stop` on shutdown.
 */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { WaitlistSource } from "#app/lib/waitlist.ts";
import { site } from "#app/site.config.ts";
import { createContactApi } from "#server/contact/contact-api.ts";
import { waitlistForwardBody } from "#server/contact/forward.ts";
import { openContactStorage } from "#server/contact/open-store.ts";
import type { FormPages } from "#server/contact/form-page.ts";
import { startOutbox, type Outbox } from "#server/contact/outbox.ts";
import { createWaitlistApi } from "#server/contact/waitlist-api.ts";
import type { ContactSettings } from "#server/env.ts";

function clientAddressReader(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim() : undefined;
    return forwarded || (getConnInfo(c).remote.address ?? "unknown");
  };
}

export type ContactService = { api: Array<{ path: string; app: Hono }>; stop(): Promise<void> };

/** The pages filled in for visitors without JavaScript (D16). */
export type IntakeFormPages = { contact?: FormPages; waitlist?: Partial<Record<WaitlistSource, FormPages>> };

export async function startContactService(
  settings: ContactSettings,
  allowedHosts: readonly string[],
  formPages: IntakeFormPages = {},
): Promise<ContactService> {
  const { store, rateLimiter } = await openContactStorage(settings, settings.rateLimit);
  const outboxes: Outbox[] = [];
  if (settings.forward) {
    const forwarding = { target: settings.forward, timing: settings.outbox };
    outboxes.push(
      startOutbox({ store, ...forwarding }),
      startOutbox({ store: store.waitlist, ...forwarding, bodyOf: waitlistForwardBody, name: "waitlist" }),
    );
  }
  const [contactOutbox, waitlistOutbox] = outboxes;
  // One rate limit for both forms: an address's stored submissions, whichever form they came from.
  const shared = { rateLimiter, clientAddress: clientAddressReader(settings.trustProxy), allowedHosts };
  const contact = createContactApi({
    ...shared,
    store,
    onStored: () => void contactOutbox?.wake(),
    refusedFormPage: formPages.contact?.refusal,
  });
  const waitlist = createWaitlistApi({
    ...shared,
    store: store.waitlist,
    onStored: () => void waitlistOutbox?.wake(),
    refusedFormPages: Object.fromEntries(
      Object.entries(formPages.waitlist ?? {}).map(([source, pages]) => [source, pages.refusal]),
    ),
  });
  return {
    api: [
      { path: site.contactEndpoint, app: contact },
      { path: site.waitlistEndpoint, app: waitlist },
    ],
    async stop() {
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      await store.close();
    },
  };
}
