import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "#server/app.ts";
import { readBuildFacts } from "#server/build-facts.ts";
import { startIntakeService } from "#server/intake/index.ts";
import { serverSettings } from "#server/env.ts";
import { serverTimeouts } from "#server/http-timeouts.ts";
import { log } from "#server/log.ts";
import { startOperations, type Operations } from "#server/ops/index.ts";
import { createServerMetrics } from "#server/ops/metrics.ts";
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

const languages = languageCodes();
const files = loadStaticFiles(clientDirectory, { scriptOrigins: built.scriptOrigins });
let intake: Awaited<ReturnType<typeof startIntakeService>>;
const metrics = createServerMetrics();
try {
  intake = await startIntakeService(settings.intake, { allowedHosts: settings.allowedHosts, files, metrics });
} catch (error) {
  // An unreachable PostgreSQL, an unwritable DATA_DIR: say which, rather than a stack trace.
  console.error(`The intake store could not be opened: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
let operations: Operations;
try {
  operations = await startOperations(settings, intake.store, metrics);
} catch (error) {
  console.error(`The metrics port could not be opened: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const app = createApp({
  files,
  api: [...intake.routes, operations.routes],
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
  trustProxy: settings.intake.trustProxy,
  metrics,
});

const server = serve(
  { fetch: app.fetch, port: settings.port, hostname: settings.hostname, serverOptions: serverTimeouts },
  (info) => {
    log("listening", {
      url: `http://${info.address}:${info.port}`,
      files: files.size,
      database: settings.intake.databaseUrl ? "postgres" : "sqlite",
      metrics:
        operations.metricsEndpoint && `http://${settings.metrics!.hostname}:${operations.metricsEndpoint.port}/metrics`,
    });
  },
);

let stopping = false;
function stop(signal: string, drainMs: number): void {
  if (stopping) return;
  stopping = true;
  operations.readiness.markStopping();
  log("stopping", { signal, drainMs });
  // While the load balancer sees /readyz fail and stops sending, requests are still served. Then
  // finish those in flight, stop forwarding and close the database, and exit; give up on stuck
  // keep-alive sockets 10 s later.
  setTimeout(() => {
    server.close(async () => {
      await intake.stop();
      await operations.stop();
      log("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, drainMs);
  setTimeout(() => process.exit(0), drainMs + 10_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM", settings.shutdownDrainMs));
// Ctrl-C on a terminal: no load balancer to wait for.
process.on("SIGINT", () => stop("SIGINT", 0));
