import { describe, expect, it } from "vitest";
import { readBodyWithin } from "#server/contact/read-body.ts";
import { isCrossSite, isFormContentType } from "#server/contact/request-guards.ts";

describe("isFormContentType", () => {
  it("accepts the two form encodings, whatever their parameters and case", () => {
    for (const type of [
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "Multipart/Form-Data;boundary=y",
    ]) {
      expect(isFormContentType(type)).toBe(true);
    }
    for (const type of [
      undefined,
      "",
      "application/json",
      "text/plain",
      "multipart/mixed",
      "application/x-www-form-urlencodedx",
    ]) {
      expect(isFormContentType(type)).toBe(false);
    }
  });
});

describe("isCrossSite", () => {
  const allowed = ["https://sankofa.example"];
  it("trusts the Origin header when there is one", () => {
    expect(isCrossSite({ origin: "https://sankofa.example", host: "127.0.0.1:3000" }, allowed)).toBe(false);
    expect(isCrossSite({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, allowed)).toBe(false);
    expect(isCrossSite({ origin: "http://127.0.0.1:3001", host: "127.0.0.1:3000" }, allowed)).toBe(true);
    expect(isCrossSite({ origin: "null", host: "127.0.0.1:3000" }, allowed)).toBe(true);
    expect(isCrossSite({ origin: "https://evil.example", secFetchSite: "same-origin", host: "x" }, allowed)).toBe(true);
  });

  it("falls back on Sec-Fetch-Site, and lets non-browser clients through", () => {
    expect(isCrossSite({ secFetchSite: "cross-site" }, allowed)).toBe(true);
    expect(isCrossSite({ secFetchSite: "same-site" }, allowed)).toBe(true);
    expect(isCrossSite({ secFetchSite: "same-origin" }, allowed)).toBe(false);
    expect(isCrossSite({ secFetchSite: "none" }, allowed)).toBe(false);
    expect(isCrossSite({}, allowed)).toBe(false);
  });
});

/** A request whose body arrives in the given chunks, with no declared length. */
function streamOf(...chunks: string[]): Request {
  return new Request("http://x/", {
    method: "POST",
    body: new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
}

describe("readBodyWithin", () => {
  it("reads a chunked body up to the limit, whole", async () => {
    const body = await readBodyWithin(streamOf("abc", "def"), 6);
    expect(new TextDecoder().decode(body!)).toBe("abcdef");
  });

  it("gives up on a chunked body one byte over", async () => {
    expect(await readBodyWithin(streamOf("abc", "defg"), 6)).toBeNull();
  });

  it("trusts a declared length that is already too big", async () => {
    const request = new Request("http://x/", { method: "POST", body: "tiny", headers: { "Content-Length": "999999" } });
    expect(await readBodyWithin(request, 10)).toBeNull();
  });

  it("reads no body as empty", async () => {
    expect(await readBodyWithin(new Request("http://x/", { method: "POST" }), 10)).toEqual(new Uint8Array());
  });
});
