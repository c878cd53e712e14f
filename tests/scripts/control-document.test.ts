import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { controlDocument, serveControlDocument, type ControlServer } from "#scripts/lib/control-document.ts";

const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
  "cross-origin-opener-policy": "same-origin",
  "cache-control": "public, max-age=0, must-revalidate",
  etag: '"page-etag"',
  vary: "Accept-Encoding",
};

let page: Server | undefined;
let control: ControlServer | undefined;

afterEach(async () => {
  await control?.close();
  await new Promise((closed) => (page ? page.close(closed) : closed(undefined)));
  page = undefined;
  control = undefined;
});

async function servePage(): Promise<string> {
  page = createServer((_request, response) => {
    response.writeHead(200, pageHeaders);
    response.end("<!doctype html><title>A page of the site</title><p>Words.</p>");
  });
  await new Promise<void>((listening) => page!.listen(0, "127.0.0.1", listening));
  return `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
}

describe("the Lighthouse control document", () => {
  it("is sent with the page's security headers and cache policy, not its body's", async () => {
    control = await serveControlDocument(await servePage());
    const response = await fetch(control.url);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(controlDocument);
    expect(response.headers.get("content-security-policy")).toBe(pageHeaders["content-security-policy"]);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cache-control")).toBe(pageHeaders["cache-control"]);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(controlDocument)));
  });

  it("has nothing but its one document", async () => {
    control = await serveControlDocument(await servePage());
    const response = await fetch(new URL("/favicon.ico", control.url));

    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });

  it("holds no script, style, image or font, so none of its blocking time is a page's work", () => {
    expect(controlDocument).not.toMatch(/<(script|style|link|img|svg)\b/i);
  });
});
