import type { StaticFile } from "#server/static-files.ts";

/** A prerendered page as the server holds it, its text standing for its HTML. */
export function staticPage(html: string): StaticFile {
  return {
    body: new TextEncoder().encode(html),
    contentType: "text/html; charset=utf-8",
    etag: `"${html}"`,
    cacheControl: "no-cache",
  };
}
