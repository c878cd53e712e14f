import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineStyles,
  sourceHash,
  type CspOptions,
} from "#server/security-headers.ts";

export type StaticFile = {
  body: Uint8Array;
  brotli?: Uint8Array;
  gzip?: Uint8Array;
  contentType: string;
  etag: string;
  cacheControl: string;
  csp?: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".data": "text/x-script; charset=utf-8",
};

/** Hashed assets keep a year; all else is revalidated on every use (a cheap 304), so a deploy shows at once. */
export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "public, max-age=0, must-revalidate";

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "about/index.html" → "/about"; "index.html" → "/"; "assets/a.js" → "/assets/a.js". */
export function urlPathFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/** The whole build in memory (a few MB): requests never touch the file system, so no path escapes the build. */
export function loadStaticFiles(
  clientDirectory: string,
  csp: Omit<CspOptions, "scriptHashes" | "styleHashes"> = {},
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const paths = listFiles(clientDirectory);
  const available = new Set(paths);
  for (const path of paths) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const body = readFileSync(path);
    const extension = extname(path);
    const urlPath = urlPathFor(relative(clientDirectory, path));
    const file: StaticFile = {
      body,
      contentType: contentTypes[extension] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? immutableCache : revalidateCache,
    };
    if (available.has(`${path}.br`)) file.brotli = readFileSync(`${path}.br`);
    if (available.has(`${path}.gz`)) file.gzip = readFileSync(`${path}.gz`);
    if (extension === ".html") {
      const html = body.toString("utf8");
      file.csp = contentSecurityPolicy({
        ...csp,
        scriptHashes: inlineScripts(html).map(sourceHash),
        styleHashes: inlineStyles(html).map(sourceHash),
      });
    }
    files.set(urlPath, file);
  }
  return files;
}

/** The encodings an Accept-Encoding header accepts (those it gives q=0 are refused). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string | undefined> {
  return new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => quality?.trim() !== "q=0")
      .map(([name]) => name?.trim().toLowerCase()),
  );
}

export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.brotli && accepted.has("br")) return "br";
  if (file.gzip && accepted.has("gzip")) return "gzip";
  return undefined;
}
