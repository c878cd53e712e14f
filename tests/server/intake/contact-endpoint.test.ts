import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createIntakeEndpoint, maxBodyBytes, minimumFillMs } from "#server/intake/endpoint.ts";
import { contactKind } from "#server/intake/kinds/contact.ts";
import { createRateLimiter } from "#server/intake/rate-limit.ts";
import type { SqliteIntakeStore } from "#server/intake/sqlite.ts";
import { validateContactMessage } from "#app/lib/contact.ts";
import { newKey, sampleMessage, tempStore } from "./helpers.ts";
import { contactText } from "#app/content/contact.ts";
import { extractMessages, overlay } from "#app/lib/i18n/catalog.ts";
import { pseudoMessages } from "#scripts/lib/pseudo-language.ts";

let store: SqliteIntakeStore;
let stdout: MockInstance<typeof process.stdout.write>;
let stored: string[];

function api({ limit = 100 } = {}) {
  return createIntakeEndpoint(contactKind, {
    store: store.contact,
    rateLimiter: createRateLimiter({ limit, windowMs: 60_000 }),
    clientAddress: (c) => c.req.header("X-Test-Address") ?? "198.51.100.7",
    allowedHosts: ["localhost", "sankofa.example"],
    onStored: (id) => stored.push(id),
  });
}

function multipart(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** A submission like the form's script makes: the message, a key and a human fill time. */
function submission(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...sampleMessage, idempotencyKey: newKey(), elapsedMs: "45000", website: "", ...overrides };
}

function post(app: ReturnType<typeof api>, body: BodyInit, headers: Record<string, string> = {}) {
  return app.request("http://localhost/", {
    method: "POST",
    body,
    headers: { Host: "localhost", Origin: "http://localhost", Accept: "application/json", ...headers },
  });
}

/** The head of a multipart part named `name`, with the boundary "----sankofa-test". */
const part = (name: string) => `------sankofa-test\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;

function logLines(): string[] {
  return stdout.mock.calls.map(([chunk]) => String(chunk));
}

beforeEach(async () => {
  store = (await tempStore()).store;
  stored = [];
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(async () => {
  stdout.mockRestore();
  await store.close();
});

describe("POST /api/contact: accepted messages", () => {
  it("stores the message and only then answers success with its id", async () => {
    const response = await post(api(), multipart(submission({ name: "  Chiamaka Obi  " })));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = (await response.json()) as { status: string; id: string };
    expect(answer).toEqual({ status: "success", id: expect.any(String), reference: expect.any(String) });
    expect(await store.contact.get(answer.id)).toMatchObject({ ...sampleMessage, deliveryState: "pending", flags: [] });
    expect(stored).toEqual([answer.id]);
  });

  it("accepts urlencoded bodies too, and defaults the priority to medium", async () => {
    const { priority: _, ...fields } = submission();
    const response = await post(api(), new URLSearchParams(fields));
    const { id } = (await response.json()) as { id: string };
    expect((await store.contact.get(id))?.priority).toBe("medium");
  });

  it("stores a retried submission once: same key, same id", async () => {
    const app = api();
    const fields = submission();
    const first = (await (await post(app, multipart(fields))).json()) as { id: string };
    const again = (await (await post(app, multipart(fields))).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(await store.contact.list()).toHaveLength(1);
    expect(stored).toEqual([first.id]);
  });

  it("stores a form posted without a key as a new message each time", async () => {
    const app = api();
    const { idempotencyKey: _, ...fields } = submission();
    await post(app, multipart(fields));
    await post(app, multipart(fields));
    expect(await store.contact.list()).toHaveLength(2);
  });

  it("ignores fields it does not know", async () => {
    const response = await post(api(), multipart(submission({ role: "admin", deliveryState: "delivered" })));
    const { id } = (await response.json()) as { id: string };
    expect((await store.contact.get(id))?.deliveryState).toBe("pending");
  });
});

describe("POST /api/contact: spam is accepted silently, flagged and never forwarded", () => {
  it.each([
    ["a filled honeypot", { website: "https://cheap-pills.example" }, ["honeypot"]],
    ["a form sent too fast", { elapsedMs: String(minimumFillMs - 1) }, ["too-fast"]],
    ["both", { website: "x", elapsedMs: "120" }, ["honeypot", "too-fast"]],
  ])("%s", async (_, overrides, flags) => {
    const response = await post(api(), multipart(submission(overrides)));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "held", flags });
    expect(stored).toEqual([]);
  });

  it("does not judge a form without timing (posted without JavaScript) or with a human one", async () => {
    const app = api();
    const { elapsedMs: _, ...untimed } = submission();
    for (const fields of [
      untimed,
      submission({ elapsedMs: String(minimumFillMs) }),
      submission({ elapsedMs: "soon" }),
    ]) {
      const { id } = (await (await post(app, multipart(fields))).json()) as { id: string };
      expect((await store.contact.get(id))?.flags).toEqual([]);
    }
  });
});

describe("POST /api/contact: refusals", () => {
  it("answers 400 naming each bad field, and stores nothing", async () => {
    const response = await post(
      api(),
      multipart({ name: " ", email: "ada@localhost", subject: "Hi", priority: "critical" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: "Please check the highlighted fields and try again.",
      errors: {
        name: "Please tell us your name.",
        email: "Please enter a valid e-mail address, such as ada@example.com.",
        message: "Please write your message.",
        priority: "Please choose one of the listed priorities.",
      },
    });
    expect(await store.contact.list()).toEqual([]);
  });

  it("answers 400 for a malformed idempotency key", async () => {
    const response = await post(api(), multipart(submission({ idempotencyKey: "short" })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/idempotency key/);
  });

  describe("a name with a byte that is not UTF-8, in an otherwise valid message", () => {
    const { name: _, ...rest } = submission();
    const invalid = new Uint8Array([0x41, 0xff, 0x42]);

    function multipartWithName(nameBytes: Uint8Array): Uint8Array<ArrayBuffer> {
      const encoder = new TextEncoder();
      const fields = { ...rest, idempotencyKey: newKey() };
      const head = encoder.encode(
        Object.entries(fields)
          .map(([name, value]) => `${part(name)}${value}\r\n`)
          .join("") + part("name"),
      );
      return new Uint8Array([...head, ...nameBytes, ...encoder.encode("\r\n------sankofa-test--\r\n")]);
    }
    const multipartType = { "Content-Type": "multipart/form-data; boundary=----sankofa-test" };

    it("is refused in a multipart body rather than stored as U+FFFD", async () => {
      const response = await post(api(), multipartWithName(invalid), multipartType);
      expect(response.status).toBe(400);
      expect(await store.contact.list()).toEqual([]);
      const valid = await post(api(), multipartWithName(new Uint8Array([0x41, 0xc3, 0xa9, 0x42])), multipartType);
      expect(valid.status).toBe(200);
    });

    it("is refused in an urlencoded body rather than stored as U+FFFD", async () => {
      const body = `${new URLSearchParams({ ...rest, idempotencyKey: newKey() }).toString()}&name=A%FFB`;
      const response = await post(api(), body, { "Content-Type": "application/x-www-form-urlencoded" });
      expect(response.status).toBe(400);
      expect(await store.contact.list()).toEqual([]);
    });

    it("is accepted once the byte is valid UTF-8 (the same body otherwise)", async () => {
      const body = `${new URLSearchParams({ ...rest, idempotencyKey: newKey() }).toString()}&name=A%C3%A9B`;
      const response = await post(api(), body, { "Content-Type": "application/x-www-form-urlencoded" });
      expect(response.status).toBe(200);
      expect((await store.contact.list())[0]?.name).toBe("AéB");
    });
  });

  it("answers 400, not 500, to a multipart body that does not parse", async () => {
    const response = await post(api(), "--nope\r\nnot really multipart", {
      "Content-Type": "multipart/form-data; boundary=other",
    });
    expect(response.status).toBe(400);
  });

  it.each([["application/json"], ["text/plain"], ["application/xml"], [""]])(
    "answers 415 to a body of type %j",
    async (type) => {
      const response = await post(api(), JSON.stringify(sampleMessage), { "Content-Type": type });
      expect(response.status).toBe(415);
      expect(await store.contact.list()).toEqual([]);
    },
  );

  it("answers 413 to a body over 64 KB with a declared length, before reading it", async () => {
    const body = new URLSearchParams({ ...submission(), message: "M".repeat(maxBodyBytes) }).toString();
    const response = await post(api(), body, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(body.length),
    });
    expect(response.status).toBe(413);
    expect(await store.contact.list()).toEqual([]);
  });

  it("answers 413 to a chunked body that grows past 64 KB, reading no further", async () => {
    let chunksPulled = 0;
    const chunk = new TextEncoder().encode("message=" + "M".repeat(16 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await api().request("http://localhost/", {
      method: "POST",
      body: endless,
      headers: { Host: "localhost", "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(chunksPulled).toBeLessThan(10);
    expect(await store.contact.list()).toEqual([]);
  });

  it("accepts a body just under the limit", async () => {
    const fields = submission({ message: "M".repeat(5000) });
    const response = await post(api(), new URLSearchParams(fields), {});
    expect(response.status).toBe(200);
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a null Origin", { Origin: "null" }],
    ["a sibling site's Origin", { Origin: "https://evil.sankofa.example" }],
    ["Sec-Fetch-Site cross-site without an Origin", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site without an Origin", { Origin: "", "Sec-Fetch-Site": "same-site" }],
    // DNS rebinding: the attacker's name points at this server, so Host and Origin agree.
    [
      "a rebinding page whose Host and Origin are its own",
      { Host: "rebind.evil.example", Origin: "http://rebind.evil.example" },
    ],
  ])("answers 403 to a cross-site post: %s", async (_, headers) => {
    const app = api();
    const response = await app.request("http://localhost/", {
      method: "POST",
      body: multipart(submission()),
      headers: Object.fromEntries(Object.entries({ Host: "localhost", ...headers }).filter(([, value]) => value)),
    });
    expect(response.status).toBe(403);
    expect(await store.contact.list()).toEqual([]);
  });

  it.each([
    ["its own host", { Origin: "http://localhost" }],
    ["its own host behind a TLS proxy", { Origin: "https://localhost" }],
    ["the canonical site", { Origin: "https://sankofa.example" }],
    ["a script with neither header", {}],
    ["a same-origin fetch", { "Sec-Fetch-Site": "same-origin" }],
  ])("accepts a post from %s", async (_, headers) => {
    const response = await api().request("http://localhost/", {
      method: "POST",
      body: multipart(submission()),
      headers: { Host: "localhost", ...headers },
    });
    expect(response.status).toBe(200);
  });

  it("limits each address to 5 messages a minute, with Retry-After", async () => {
    const app = api({ limit: 5 });
    for (let i = 0; i < 5; i += 1) expect((await post(app, multipart(submission()))).status).toBe(200);
    const limited = await post(app, multipart(submission()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Someone else is not held up by it.
    expect((await post(app, multipart(submission()), { "X-Test-Address": "203.0.113.9" })).status).toBe(200);
    expect(await store.contact.list()).toHaveLength(6);
  });

  it("answers 500 with a plain JSON error, never a stack trace, when the message cannot be stored", async () => {
    const app = api();
    await store.close();
    const response = await post(app, multipart(submission()));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: "error",
      message: "We could not save your message just now. Please try again or contact us directly.",
    });
    expect(text).not.toMatch(/at .*\.ts|Error:/);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    const response = await api().request("http://localhost/");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/contact: a form posted without JavaScript (D13)", () => {
  const navigation = { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" };

  it("is sent back to the success message on the Support page", async () => {
    const response = await post(api(), multipart(submission()), navigation);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/support\?contact=sent&reference=[0-9A-Z]{4}-[0-9A-Z]{4}#contact-sent$/,
    );
    expect(await store.contact.list()).toHaveLength(1);
  });

  it("gets the plain answer when refused and no Support page is given (see form-page.test.ts)", async () => {
    for (const [body, headers, status] of [
      [multipart({ name: "Ada" }), navigation, 400],
      [multipart(submission()), { ...navigation, "Content-Type": "text/plain" }, 415],
    ] as const) {
      const response = await post(api(), body, headers);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ status: "error" });
    }
  });

  it("recognises an older browser's form post by its Accept header", async () => {
    const response = await post(api(), multipart(submission()), { Accept: "text/html" });
    expect(response.headers.get("location")).toMatch(
      /^\/support\?contact=sent&reference=[0-9A-Z]{4}-[0-9A-Z]{4}#contact-sent$/,
    );
  });
});

describe("POST /api/contact: logs", () => {
  it("log ids and reasons only, never what the visitor wrote or their address", async () => {
    const app = api({ limit: 2 });
    const secret = { name: "Zainab Secretname", email: "zainab.secret@example.com", message: "PIN 4321 leaked\r\n{}" };
    await post(app, multipart(submission(secret)));
    await post(app, multipart({ ...secret, email: "not-an-email-secret" }));
    await post(app, multipart(submission(secret)));
    await post(app, multipart(submission(secret)));
    const lines = logLines();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      expect(line).not.toMatch(/Secretname|zainab|secret|4321|198\.51\.100\.7/i);
      // One JSON object per line: nothing a visitor sends can start a line of its own.
      expect(line.endsWith("\n")).toBe(true);
      expect(line.trimEnd().includes("\n")).toBe(false);
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(lines.map((line) => JSON.parse(line).event)).toEqual([
      "contact.stored",
      "contact.refused",
      "contact.stored",
      "contact.refused",
    ]);
  });
});

describe("POST /api/contact: the page's language", () => {
  const pseudo = overlay(contactText, pseudoMessages(extractMessages(contactText)));
  const wordsIn = (code: string) => ({ ...(code === "xx" ? pseudo : contactText), locale: "en-NG" });
  const languagesApi = () =>
    createIntakeEndpoint(
      {
        ...contactKind,
        validate: (input, language) => validateContactMessage(input, { ...wordsIn(language), locale: "en-NG" }),
        refusals: (language) => wordsIn(language).serverMessages,
      },
      {
        store: store.contact,
        rateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
        clientAddress: () => "198.51.100.7",
        allowedHosts: ["localhost"],
        languages: ["en", "xx"],
      },
    );

  it("answers a refused post's fields and reason in the posted language", async () => {
    const response = await post(languagesApi(), multipart(submission({ name: " ", language: "xx" })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: pseudo.serverMessages.invalid,
      errors: { name: pseudo.fields.name.required },
    });
  });

  it("stores the message with its language; an unknown or missing one is the first, English", async () => {
    const app = languagesApi();
    const arabicLike = (await (await post(app, multipart(submission({ language: "xx" })))).json()) as { id: string };
    const unknown = (await (await post(app, multipart(submission({ language: "zz" })))).json()) as { id: string };
    const none = (await (await post(app, multipart(submission()))).json()) as { id: string };
    expect((await store.contact.get(arabicLike.id))?.language).toBe("xx");
    expect((await store.contact.get(unknown.id))?.language).toBe("en");
    expect((await store.contact.get(none.id))?.language).toBe("en");
  });
});
