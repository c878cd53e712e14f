import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idPrefixOf } from "#app/lib/intake.ts";
import { createIntakeEndpoint } from "#server/intake/endpoint.ts";
import { complaintKind } from "#server/intake/kinds/complaint.ts";
import { createRateLimiter } from "#server/intake/rate-limit.ts";
import type { SqliteIntakeStore } from "#server/intake/sqlite.ts";
import { newKey, tempStore } from "./helpers.ts";

let store: SqliteIntakeStore;

beforeEach(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  store = (await tempStore()).store;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
});

const complaint = {
  name: "Emeka Nwosu",
  email: "emeka@example.com",
  phone: "+234 803 000 0000",
  category: "charges",
  reference: "",
  description: "I was charged twice for one transfer to Lagos on Monday.",
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const app = createIntakeEndpoint(complaintKind, {
    store: store.complaint,
    rateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    clientAddress: () => "198.51.100.7",
    allowedHosts: ["localhost"],
  });
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, idempotencyKey: newKey(), elapsedMs: "60000" }))
    body.set(name, value);
  return app.request("http://localhost/", {
    method: "POST",
    body,
    headers: { Host: "localhost", Origin: "http://localhost", Accept: "application/json", ...headers },
  });
}

describe("POST /api/complaints (D23)", () => {
  it("stores the complaint with its category and answers its reference", async () => {
    const response = await post(complaint);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: string; id: string; reference: string };
    expect(answer.status).toBe("success");
    expect(answer.id.startsWith(idPrefixOf(answer.reference)!)).toBe(true);
    expect(await store.complaint.get(answer.id)).toMatchObject({ ...complaint, deliveryState: "pending" });
    expect((await store.complaint.withIdPrefix(idPrefixOf(answer.reference)!)).map((row) => row.id)).toEqual([
      answer.id,
    ]);
  });

  it("refuses an unknown category and a reference that is none, naming each field", async () => {
    const response = await post({ ...complaint, category: "everything", reference: "not-a-ref" });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(answer.errors).toSorted()).toEqual(["category", "reference"]);
    expect(await store.complaint.list()).toEqual([]);
  });

  it("takes a complaint without phone or earlier reference, and one that quotes a message's reference", async () => {
    const { phone: _, reference: __, ...required } = complaint;
    expect((await post(required)).status).toBe(200);
    expect((await post({ ...complaint, reference: "7q4m 2xpa" })).status).toBe(200);
    // Stored as the site writes references, so the team's `list --reference` finds it.
    expect((await store.complaint.list()).map((row) => row.reference).toSorted()).toEqual(["", "7Q4M-2XPA"]);
  });

  it("lands a post without JavaScript on the complaints page, with the reference in the address", async () => {
    const response = await post(complaint, { Accept: "text/html", "Sec-Fetch-Mode": "navigate" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/complaints\?complaint=sent&reference=[0-9A-Z]{4}-[0-9A-Z]{4}#complaint-sent$/,
    );
  });
});
