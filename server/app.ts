import { Hono, type Context } from "hono";
import { notFoundPath } from "#app/lib/route-paths.ts";
import { languageOfPath, localizeHref } from "#app/lib/i18n/language.ts";
import { log } from "#server/log.ts";
import { probePaths, type ServerMetrics } from "#server/ops/metrics.ts";
import { currentRequestId, requestIdFor, runWithRequestId } from "#server/ops/request-context.ts";
import { baseSecurityHeaders } from "#server/security-headers.ts";
import { chooseEncoding, type StaticFile } from "#server/static-files.ts";
import { saveDataVariant, savesData } from "#server/save-data.ts";

/** Longer request targets than this are refused with 414; no page address comes close. */
export const maxPathLength = 2048;

export type AppOptions = {
  files: Map<string, StaticFile>;
  api?: Array<{ path: string; app: Hono }>;
  fallbacks?: Fallback[];
  /** Any other Host is refused with 421 before a handler runs, so a DNS-rebinding page gets nothing. */
  allowedHosts: readonly string[];
  queryVariants?: QueryVariant[];
  languages?: readonly string[];
  /** Behind a trusted reverse proxy: its X-Request-Id names the request. */
  trustProxy?: boolean;
  metrics?: Pick<ServerMetrics, "request">;
};

/** `document`: the page for `param`'s value, under `${path}/_${param}/`, no address of its own (undefined: `path`). */
export type QueryVariant = { path: string; param: string; document: (value: string | null) => string | undefined };

const isVariantPage = (path: string, variants: readonly QueryVariant[]) =>
  variants.some((variant) => path.startsWith(`${variant.path}/_${variant.param}/`));

/** With folder "/blog", /blog/no-such-article gets `document` (status 200); /blog/a/b still gets the 404. */
export type Fallback = { folder: string; document: string };

function fallbackDocument(path: string, fallbacks: readonly Fallback[]): string | undefined {
  const slash = path.lastIndexOf("/");
  if (slash === path.length - 1) return undefined;
  return fallbacks.find(({ folder }) => folder === path.slice(0, slash))?.document;
}

function plain(
  c: Context,
  status: 400 | 404 | 405 | 414 | 421 | 500,
  text: string,
  headers: Record<string, string> = {},
) {
  const reference = currentRequestId();
  return c.body(reference ? `${text}\nReference: ${reference}\n` : text, status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
}

function sendFile(c: Context, served: StaticFile, status: 200 | 404) {
  const file = savesData(c.req.header("Save-Data")) ? saveDataVariant(served) : served;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": status === 404 ? "no-store" : file.cacheControl,
    ETag: file.etag,
    // A document differs for a visitor saving data (server/save-data.ts).
    Vary: file.csp ? "Accept-Encoding, Save-Data" : "Accept-Encoding",
  };
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (status === 200 && c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);

  const encoding = chooseEncoding(file, c.req.header("Accept-Encoding"));
  const body = encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body?.byteLength ?? 0);
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}

export function createApp({
  files,
  api = [],
  fallbacks = [],
  allowedHosts,
  queryVariants = [],
  languages = [],
  trustProxy = false,
  metrics,
}: AppOptions): Hono {
  const notFoundPaths = new Set(languages.map((code) => localizeHref(notFoundPath, code)));
  const hosts = new Set(allowedHosts);
  const app = new Hono();

  app.use((c, next) => {
    const requestId = requestIdFor(c.req.header("X-Request-Id"), trustProxy);
    return runWithRequestId(requestId, async () => {
      const started = performance.now();
      await next();
      c.res.headers.set("X-Request-Id", requestId);
      const path = new URL(c.req.url).pathname;
      const seconds = (performance.now() - started) / 1000;
      metrics?.request(c.req.method, path, c.res.status, seconds);
      if (probePaths.includes(path)) return;
      // The path only: query strings can carry personal data, and log() escapes what remains.
      log("request", { method: c.req.method, path, status: c.res.status, ms: Math.round(seconds * 1000) });
    });
  });

  app.use(baseSecurityHeaders);

  app.use(async (c, next) => {
    if (hosts.has(new URL(c.req.url).host)) return next();
    log("refused-host");
    return plain(c, 421, "This server does not answer to that host name.");
  });

  app.onError((error, c) => {
    log("error", { name: error.name, path: new URL(c.req.url).pathname });
    return plain(c, 500, "Something went wrong on our side. Please try again.");
  });

  for (const { path, app: subApp } of api) app.route(path, subApp);

  app.all("*", (c) => {
    const path = new URL(c.req.url).pathname;
    if (path.length > maxPathLength) return plain(c, 414, "This address is too long.");
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return plain(c, 405, "This address only answers GET and HEAD requests.", { Allow: "GET, HEAD" });
    }
    if (path.length > 1 && path.endsWith("/") && files.has(path.replace(/\/+$/, ""))) {
      return c.redirect(path.replace(/\/+$/, "") + new URL(c.req.url).search, 301);
    }
    const variant = queryVariants.find((candidate) => candidate.path === path);
    const variantDocument = variant?.document(new URL(c.req.url).searchParams.get(variant.param));
    const hidden = path === notFoundPath || notFoundPaths.has(path) || isVariantPage(path, queryVariants);
    const file = hidden ? undefined : ((variantDocument && files.get(variantDocument)) ?? files.get(path));
    if (file) return sendFile(c, file, 200);
    const fallback = fallbackDocument(path, fallbacks);
    const fallbackFile = fallback === undefined ? undefined : files.get(fallback);
    if (fallbackFile) return sendFile(c, fallbackFile, 200);
    // Unknown paths get the not-found page with a real 404 status (D10).
    const notFound = files.get(localizeHref(notFoundPath, languageOfPath(path, languages))) ?? files.get(notFoundPath);
    return notFound ? sendFile(c, notFound, 404) : plain(c, 404, "Page not found");
  });

  return app;
}
