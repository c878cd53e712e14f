import { contactText as contactCopy } from "#app/content/contact.ts";

const contactText = { ...contactCopy, locale: "en-NG" };
/**
 * Fuzzing the endpoint with fast-check: whatever arrives, it answers with a deliberate status,
 * never a 5xx, and every row it stores passes the form's own schema unchanged.
 */
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactLimits, validateContactMessage } from "#app/lib/contact.ts";
import { createIntakeEndpoint } from "#server/intake/endpoint.ts";
import { contactKind } from "#server/intake/kinds/contact.ts";
import { createRateLimiter } from "#server/intake/rate-limit.ts";
import type { SqliteIntakeStore } from "#server/intake/sqlite.ts";
import { tempStore } from "./helpers.ts";

/** Requests per run of the handler property; printed with the result for the pipeline's figures. */
const handlerRuns = 1500;

let store: SqliteIntakeStore;
beforeAll(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  store = (await tempStore()).store;
});
afterAll(async () => {
  await store.close();
  vi.restoreAllMocks();
});

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 80 }) },
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\r\n",
    "\u0000",
    "=cmd|' /C calc'!A0",
    "<script>alert(1)</script>",
    "'; DROP TABLE messages;--",
  ),
  fc.integer({ min: contactLimits.message - 5, max: contactLimits.message + 5 }).map((length) => "x".repeat(length)),
);
const email = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("ada@example.com", " kofi@mail.example.ng ") },
  fc.emailAddress(),
  text,
);
const priority = fc.oneof({ weight: 3, arbitrary: fc.constantFrom("low", "medium", "high", "urgent") }, text);
const key = fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/) }, text);
const elapsed = fc.oneof(fc.integer({ min: -10_000, max: 100_000 }).map(String), text);
/** Usually present, sometimes missing. */
const mostly = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 9, arbitrary }, fc.constant(undefined));

const fieldsArbitrary = fc.record({
  name: mostly(text),
  email: mostly(email),
  subject: mostly(text),
  message: mostly(text),
  priority: mostly(priority),
  idempotencyKey: mostly(key),
  website: fc.oneof({ weight: 4, arbitrary: fc.constant("") }, text),
  elapsedMs: mostly(elapsed),
  // Fields the endpoint does not know, some named like columns of the table.
  role: mostly(text),
  deliveryState: mostly(text),
  id: mostly(text),
});

const request = fc.record({
  fields: fieldsArbitrary,
  // A repeated field: the first value is the one read.
  repeat: fc.option(fc.tuple(fc.constantFrom("name", "email", "priority"), text), { nil: undefined }),
  encoding: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("multipart", "urlencoded") },
    fc.constantFrom("json", "garbage-multipart", "none", "oversized"),
  ),
  garbage: fc.uint8Array({ maxLength: 300 }),
  // Mostly the site itself, so that most requests get as far as the schema and the database.
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("http://localhost", "https://sankofa.example", undefined) },
    fc.constantFrom("https://evil.example", "null"),
  ),
  navigate: fc.integer({ min: 0, max: 4 }).map((roll) => roll === 0),
});

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

function encode({ fields, repeat, encoding, garbage }: FuzzRequest): {
  body: BodyInit;
  headers: Record<string, string>;
} {
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (repeat) entries.push(repeat);
  switch (encoding) {
    case "multipart": {
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      return { body, headers: {} };
    }
    case "urlencoded":
      return { body: new URLSearchParams(entries), headers: {} };
    case "json":
      return { body: JSON.stringify(fields), headers: { "Content-Type": "application/json" } };
    case "oversized":
      return { body: new URLSearchParams([...entries, ["padding", "p".repeat(70_000)]]), headers: {} };
    case "garbage-multipart":
      return { body: garbage, headers: { "Content-Type": "multipart/form-data; boundary=----fuzz" } };
    default:
      return { body: garbage, headers: { "Content-Type": "" } };
  }
}

describe("fuzzing POST /api/contact", () => {
  it(`answers ${handlerRuns} random requests without a 5xx and stores only valid rows`, async () => {
    const app = createIntakeEndpoint(contactKind, {
      store: store.contact,
      rateLimiter: createRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }),
      clientAddress: () => "192.0.2.1",
      allowedHosts: ["localhost", "sankofa.example"],
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const { body, headers } = encode(input);
        const response = await app.request("http://localhost/", {
          method: "POST",
          body,
          headers: {
            Host: "localhost",
            ...(input.origin ? { Origin: input.origin } : {}),
            ...(input.navigate
              ? { "Sec-Fetch-Mode": "navigate", Accept: "text/html" }
              : { Accept: "application/json" }),
            ...headers,
          },
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([200, 303, 400, 403, 413, 415]).toContain(response.status);
        // Every answer but the no-JavaScript redirect is JSON with a status, never a stack trace.
        const answer = response.status === 303 ? { status: "error" } : ((await response.json()) as { status: string });
        expect(["success", "error"]).toContain(answer.status);
      }),
      { numRuns: handlerRuns },
    );

    const rows = await store.contact.list();
    for (const row of rows) {
      const { name, email: address, subject, message, priority: level } = row;
      const check = validateContactMessage(
        { name, email: address, subject, message, priority: level },
        { ...contactText, locale: "en-NG" },
      );
      expect(check).toEqual({ success: true, entry: { name, email: address, subject, message, priority: level } });
      expect(row.deliveryState).toBe(row.flags.length > 0 ? "held" : "pending");
    }
    console.info(
      `fuzz: ${handlerRuns} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${rows.length} rows stored, all valid`,
    );
    // Every kind of answer was reached, so the property tested more than one path.
    for (const status of [200, 303, 400, 403, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    expect(store.integrityCheck()).toBe("ok");
  }, 60_000);
});
