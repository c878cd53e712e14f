import { describe, expect, it } from "vitest";
import { readBodyWithin } from "#server/intake/read-body.ts";
import { hostOfOrigin, isFormContentType, isValidUtf8Form } from "#server/intake/request-guards.ts";

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

const bytes = (...values: number[]) => new Uint8Array(values);

describe("isValidUtf8Form", () => {
  it("accepts valid UTF-8, raw or %-escaped", () => {
    expect(isValidUtf8Form(new TextEncoder().encode("name=Ọ̀yọ́"), "multipart/form-data; boundary=x")).toBe(true);
    expect(isValidUtf8Form(new TextEncoder().encode("name=%C3%A9+x"), "application/x-www-form-urlencoded")).toBe(true);
  });

  it("refuses a broken sequence, raw or %-escaped", () => {
    expect(isValidUtf8Form(bytes(0x61, 0xff), "multipart/form-data; boundary=x")).toBe(false);
    expect(isValidUtf8Form(bytes(0x61, 0xc3), "application/x-www-form-urlencoded")).toBe(false);
    expect(isValidUtf8Form(new TextEncoder().encode("name=%C3"), "application/x-www-form-urlencoded")).toBe(false);
    expect(isValidUtf8Form(new TextEncoder().encode("a=%ED%A0%80"), "application/x-www-form-urlencoded")).toBe(false);
  });
});

describe("hostOfOrigin", () => {
  it("gives an origin's host and port, and nothing for null or garbage", () => {
    expect(hostOfOrigin("https://sankofa.example")).toBe("sankofa.example");
    expect(hostOfOrigin("http://127.0.0.1:4273")).toBe("127.0.0.1:4273");
    expect(hostOfOrigin("null")).toBeUndefined();
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
