import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "#server/app.ts";
import { readBuildFacts } from "#server/build-facts.ts";
import { startIntakeService } from "#server/intake/index.ts";
import { serverSettings } from "#server/env.ts";
import { serverTimeouts } from "#server/http-timeouts.ts";
import { log } from "#server/log.ts";
import { loadStaticFiles } from "#server/static-files.ts";
import { articlesFolder, unknownArticlePath } from "#app/lib/articles.ts";
import { productsPath, productTabPageFor } from "#app/lib/product-tab-pages.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";

// CLIENT_DIRECTORY serves another copy of the build: the tests deploy a changed one (docs/decisions/024).
const clientDirectory = process.env.CLIENT_DIRECTORY ?? fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(clientDirectory)) {
  console.error("No build found in build/client: run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

let settings: ReturnType<typeof serverSettings>;
let built: ReturnType<typeof readBuildFacts>;
try {
  built = readBuildFacts();
  settings = serverSettings(process.env, new URL(built.siteUrl).host);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The site's languages: every one has its pages under /<code>, its own 404 among them (D19).
const languages = languageCodes();
const files = loadStaticFiles(clientDirectory, { scriptOrigins: built.scriptOrigins });
let intake: Awaited<ReturnType<typeof startIntakeService>>;
try {
  intake = await startIntakeService(settings.intake, { allowedHosts: settings.allowedHosts, files });
} catch (error) {
  // An unreachable PostgreSQL, an unwritable DATA_DIR: say which, rather than a stack trace.
  console.error(`The intake store could not be opened: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const app = createApp({
  files,
  api: intake.routes,
  // An unknown article slug shows the featured article, under its own canonical and noindex (D5).
  fallbacks: languages.map((code) => ({
    folder: localizeHref(articlesFolder, code),
    document: localizeHref(unknownArticlePath, code),
  })),
  allowedHosts: settings.allowedHosts,
  // /products?tab=businesses is painted on Businesses from the first byte (D15), in every language.
  queryVariants: languages.map((code) => ({
    path: localizeHref(productsPath, code),
    param: "tab",
    document: (tab: string | null | undefined) => {
      const page = productTabPageFor(tab);
      return page && localizeHref(page, code);
    },
  })),
  languages,
});

const server = serve(
  { fetch: app.fetch, port: settings.port, hostname: settings.hostname, serverOptions: serverTimeouts },
  (info) => {
    log("listening", {
      url: `http://${info.address}:${info.port}`,
      files: files.size,
      database: settings.intake.databaseUrl ? "postgres" : "sqlite",
    });
  },
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  log("stopping", { signal });
  // Finish requests in flight, stop forwarding and close the database, then exit; give up on
  // stuck keep-alive sockets after 10 s.
  server.close(async () => {
    await intake.stop();
    log("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
