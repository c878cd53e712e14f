/** Lighthouse's control: an empty document with a page's headers, its blocking time the floor (docs/decisions/021). */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const controlDocument =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title>' +
  '<meta name="description" content="An empty document, measured beside the site\'s pages.">' +
  "</head><body><main><h1>Control</h1></main></body></html>";

/** Headers that describe one response's body or connection rather than the site: not copied. */
const responseOnlyHeaders = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "transfer-encoding",
  "vary",
]);

export function controlHeaders(pageHeaders: Headers): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
  for (const [name, value] of pageHeaders) if (!responseOnlyHeaders.has(name)) headers[name] = value;
  return headers;
}

export type ControlServer = { url: string; close: () => Promise<void> };

export async function serveControlDocument(pageUrl: string): Promise<ControlServer> {
  const headers = controlHeaders((await fetch(pageUrl)).headers);
  const server = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://control").pathname !== "/") {
      response.writeHead(404, { ...headers, "content-length": "0" }).end();
      return;
    }
    response.writeHead(200, { ...headers, "content-length": String(Buffer.byteLength(controlDocument)) });
    response.end(request.method === "HEAD" ? undefined : controlDocument);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
