import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "#server/app.ts";
import { contactSettingsFromEnv } from "#server/contact/config.ts";
import { createContactFormPages } from "#server/contact/form-page.ts";
import { startContactService } from "#server/contact/index.ts";
import { log } from "#server/log.ts";
import { loadStaticFiles } from "#server/static-files.ts";
import { unknownArticlePath } from "#app/lib/articles.ts";
import { site } from "#app/site.config.ts";

const clientDirectory = fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(clientDirectory)) {
  console.error("No build found in build/client: run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
// Loopback by default: exposing the site is a deliberate choice (HOST=0.0.0.0 behind a proxy).
const hostname = process.env.HOST ?? "127.0.0.1";

const originOf = (address: string | undefined) =>
  address && /^https?:/.test(address) ? [new URL(address).origin] : [];

const files = loadStaticFiles(clientDirectory, {
  scriptOrigins: originOf(site.chat.scriptSrc),
  connectOrigins: originOf(site.contactEndpoint),
});
// The Support page filled in for visitors without JavaScript: ?priority=, sent, refused (D16).
const supportPage = files.get("/support");
const formPages = supportPage ? createContactFormPages(supportPage) : undefined;
const contact = startContactService(contactSettingsFromEnv(), formPages);
const app = createApp({
  files,
  api: [contact.api, ...(formPages ? [formPages.route] : [])],
  // An unknown article slug shows the featured article, under its own canonical and noindex (D5).
  fallbacks: [{ folder: "/blog", document: unknownArticlePath }],
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  log("listening", { url: `http://${info.address}:${info.port}`, files: files.size });
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  log("stopping", { signal });
  // Finish requests in flight, stop forwarding and close the database, then exit; give up on
  // stuck keep-alive sockets after 10 s.
  server.close(async () => {
    await contact.stop();
    log("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
