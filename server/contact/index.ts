/**
 * The intake pipeline, assembled from its settings: the store, the contact and waitlist
 * endpoints and, when a spreadsheet-script address is configured, an outbox worker per table.
 * server/index.ts mounts `api` and calls `stop` on shutdown.
 */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { WaitlistSource } from "#app/lib/waitlist.ts";
import { site } from "#app/site.config.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
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

/** The pages filled in for visitors without JavaScript (D16), by language code. */
export type IntakeFormPages = {
  contact?: Partial<Record<string, FormPages>>;
  waitlist?: Partial<Record<WaitlistSource, Partial<Record<string, FormPages>>>>;
};

const refusalsOf = (pages: Partial<Record<string, FormPages>> = {}) =>
  Object.fromEntries(Object.entries(pages).map(([code, page]) => [code, page?.refusal]));

/** A content module's words in each of the site's languages, laid over once and kept. */
function wordsByLanguage<K extends "contact" | "waitlist">(key: K, codes: readonly string[]) {
  const words = new Map(codes.map((code) => [code, localizedModule(key, code)]));
  return (code: string) => words.get(code) ?? words.get(codes[0] ?? "en")!;
}

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
  const languages = languageCodes();
  // One rate limit for both forms: an address's stored submissions, whichever form they came from.
  const shared = { rateLimiter, clientAddress: clientAddressReader(settings.trustProxy), allowedHosts, languages };
  const contact = createContactApi({
    ...shared,
    store,
    wordsIn: wordsByLanguage("contact", languages),
    onStored: () => void contactOutbox?.wake(),
    refusedFormPages: refusalsOf(formPages.contact),
  });
  const waitlist = createWaitlistApi({
    ...shared,
    store: store.waitlist,
    wordsIn: wordsByLanguage("waitlist", languages),
    onStored: () => void waitlistOutbox?.wake(),
    refusedFormPages: Object.fromEntries(
      Object.entries(formPages.waitlist ?? {}).map(([source, pages]) => [source, refusalsOf(pages)]),
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
