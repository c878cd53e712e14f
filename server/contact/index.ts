/**
 * The contact pipeline, assembled from its settings: the store, the endpoint and, when a
 * spreadsheet-script address is configured, the outbox worker. server/index.ts mounts `api` and
 * calls `stop` on shutdown.
 */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { site } from "#app/site.config.ts";
import { createContactApi, type ContactLanguages } from "#server/contact/contact-api.ts";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { openContactStorage } from "#server/contact/open-store.ts";
import type { ContactFormPages } from "#server/contact/form-page.ts";
import { startOutbox, type Outbox } from "#server/contact/outbox.ts";
import type { ContactSettings } from "#server/env.ts";

function clientAddressReader(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim() : undefined;
    return forwarded || (getConnInfo(c).remote.address ?? "unknown");
  };
}

/** The site's languages (app/content/locales) and the contact form's words in each, read once. */
function siteContactLanguages(): ContactLanguages {
  const codes = languageCodes();
  const texts = new Map(codes.map((code) => [code, localizedModule("contact", code)]));
  return { codes, text: (code) => texts.get(code) ?? texts.get(codes[0]!)! };
}

export type ContactService = { api: { path: string; app: Hono }; stop(): Promise<void> };

export async function startContactService(
  settings: ContactSettings,
  allowedHosts: readonly string[],
  formPages?: ContactFormPages,
): Promise<ContactService> {
  const { store, rateLimiter } = await openContactStorage(settings, settings.rateLimit);
  let outbox: Outbox | undefined;
  if (settings.forward) outbox = startOutbox({ store, target: settings.forward, timing: settings.outbox });
  const app = createContactApi({
    store,
    rateLimiter,
    clientAddress: clientAddressReader(settings.trustProxy),
    allowedHosts,
    onStored: () => void outbox?.wake(),
    refusedFormPage: formPages?.refusal,
    languages: siteContactLanguages(),
  });
  return {
    api: { path: site.contactEndpoint, app },
    async stop() {
      await outbox?.stop();
      await store.close();
    },
  };
}
