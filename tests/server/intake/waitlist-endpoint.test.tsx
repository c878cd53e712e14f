/**
 * POST /api/waitlist (issue 10): the intake pipeline's rules for waitlist entries, one entry per
 * address, and the answers to a browser's own post, on the form's real markup (D16).
 */
import { offline } from "#app/content/offline.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { Hono } from "hono";
import { parseDocument } from "htmlparser2";
import { getElementById, getElementsByTagName, textContent } from "domutils";
import type { Element } from "domhandler";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { waitlist, waitlistFieldMessages } from "#app/content/waitlist.ts";
import { WaitlistForm } from "#app/routes/waitlist-form.tsx";
import { countryList } from "#app/lib/countries.ts";
import { createIntakeEndpoint } from "#server/intake/endpoint.ts";
import { createKindFormPages } from "#server/intake/form-pages.ts";
import { waitlistKind } from "#server/intake/kinds/waitlist.ts";
import { createRateLimiter } from "#server/intake/rate-limit.ts";
import type { SqliteIntakeStore } from "#server/intake/sqlite.ts";
import type { StaticFile } from "#server/static-files.ts";
import { newKey, tempStore } from "./helpers.ts";

function pageFor(source: "open-account" | "webapp"): StaticFile {
  const html = `<!DOCTYPE html><html lang="en"><head></head><body><main>${renderToStaticMarkup(
    <WaitlistForm
      page={source}
      waitlist={waitlist}
      language={{ code: "en" }}
      countries={{ residence: countryList("residence"), destination: countryList("destination") }}
      queued={offline.queued}
    />,
  )}</main></body></html>`;
  return {
    body: new TextEncoder().encode(html),
    contentType: "text/html; charset=utf-8",
    etag: '"1"',
    cacheControl: "public, max-age=0, must-revalidate",
    csp: "default-src 'self'",
  };
}

let store: SqliteIntakeStore;
let stored: string[];
let stdout: MockInstance<typeof process.stdout.write>;

beforeEach(async () => {
  store = (await tempStore()).store;
  stored = [];
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(async () => {
  stdout.mockRestore();
  await store.close();
});

function app(limit = 100) {
  const files = new Map([
    ["/open-account", pageFor("open-account")],
    ["/webapp", pageFor("webapp")],
  ]);
  const pages = createKindFormPages(waitlistKind, files, ["en"]);
  const server = new Hono();
  server.route(
    "/api/waitlist",
    createIntakeEndpoint(waitlistKind, {
      store: store.waitlist,
      rateLimiter: createRateLimiter({ limit, windowMs: 60_000 }),
      clientAddress: () => "198.51.100.7",
      allowedHosts: ["localhost"],
      onStored: (id) => stored.push(id),
      refusedFormPage: pages.refusalPage,
    }),
  );
  for (const route of pages.routes) server.route(route.path, route.app);
  server.get("*", (c) => c.text("static"));
  return server;
}

const valid = {
  email: "ada@example.com",
  residence: "GB",
  destination: "NG",
  consent: "yes",
  firstName: "Ada",
  source: "webapp",
};
const json = { Origin: "http://localhost", Accept: "application/json" };
const navigation = { Origin: "http://localhost", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" };

function post(server: Hono, fields: Record<string, string>, headers: Record<string, string> = json) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return server.request("http://localhost/api/waitlist", {
    method: "POST",
    body,
    headers: { Host: "localhost", ...headers },
  });
}

function read(html: string) {
  const document = parseDocument(html);
  const byId = (id: string) => getElementById(id, document.children)!;
  const selected = (id: string) =>
    getElementsByTagName("option", byId(id)).find((option: Element) => "selected" in option.attribs)?.attribs.value;
  return { byId, selected };
}

describe("POST /api/waitlist with JavaScript", () => {
  it("stores the entry and only then answers success with its id", async () => {
    const response = await post(app(), { ...valid, idempotencyKey: newKey() });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { id: string };
    expect(answer).toEqual({ status: "success", id: expect.any(String), reference: expect.any(String) });
    expect(await store.waitlist.get(answer.id)).toMatchObject({ email: "ada@example.com", source: "webapp" });
    expect(stored).toEqual([answer.id]);
  });

  it("answers the same address twice with the same entry, updated, and says so", async () => {
    const server = app();
    const first = (await (await post(server, { ...valid, idempotencyKey: newKey() })).json()) as {
      id: string;
      reference: string;
    };
    const again = await post(server, {
      ...valid,
      email: " ADA@example.com ",
      residence: "US",
      idempotencyKey: newKey(),
    });
    expect(await again.json()).toEqual({ status: "success", id: first.id, reference: first.reference, updated: true });
    expect(await store.waitlist.list()).toHaveLength(1);
    expect((await store.waitlist.get(first.id))?.residence).toBe("US");
    // Forwarded again with the new details.
    expect(stored).toEqual([first.id, first.id]);
  });

  it("refuses missing consent, unknown countries and a bad address, one message per field, storing nothing", async () => {
    const response = await post(app(), { email: "ada@", residence: "XX", destination: "", firstName: "Ada" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: waitlist.refusals.invalid,
      errors: {
        email: waitlistFieldMessages.emailInvalid,
        residence: waitlistFieldMessages.residence,
        destination: waitlistFieldMessages.destination,
        consent: waitlistFieldMessages.consent,
      },
    });
    expect(await store.waitlist.list()).toEqual([]);
  });

  it("refuses a cross-site post in its own words, and logs no address", async () => {
    const response = await post(app(), valid, { Origin: "https://evil.example", Accept: "application/json" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: "error", message: waitlist.refusals.crossSite });
    await post(app(), { ...valid, email: "kofi@example.com" });
    const logs = stdout.mock.calls.map(([chunk]) => String(chunk)).join("");
    expect(logs).toContain("waitlist.stored");
    expect(logs).not.toContain("kofi");
    expect(logs).not.toContain("198.51.100.7");
  });
});

describe("POST /api/waitlist without JavaScript (D16)", () => {
  it("lands on the page it came from: joined, then updated for the same address", async () => {
    const server = app();
    const joined = await post(server, valid, navigation);
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toBe("/webapp?waitlist=joined#waitlist-joined");
    const updated = await post(server, { ...valid, source: "open-account" }, navigation);
    expect(updated.headers.get("location")).toBe("/open-account?waitlist=updated#waitlist-updated");
    const page = read(await (await server.request("http://localhost/open-account?waitlist=updated")).text());
    expect(page.byId("waitlist-form").attribs["data-state"]).toBe("updated");
    expect("autofocus" in page.byId("waitlist-updated").attribs).toBe(true);
    expect(await (await server.request("http://localhost/webapp?waitlist=maybe")).text()).toBe("static");
  });

  it("comes back on the page it came from with everything typed and one message per faulty field", async () => {
    const response = await post(
      app(),
      { email: "ada@example", residence: "GH", destination: "KE", firstName: "Ada <b>", source: "webapp" },
      navigation,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { byId, selected } = read(await response.text());
    expect(byId("waitlist-form").attribs["data-state"]).toBe("invalid");
    expect(byId("waitlist-source").attribs.value).toBe("webapp");
    expect(byId("waitlist-email").attribs.value).toBe("ada@example");
    expect(byId("waitlist-firstName").attribs.value).toBe("Ada <b>");
    expect(selected("waitlist-residence")).toBe("GH");
    expect(selected("waitlist-destination")).toBe("KE");
    expect("checked" in byId("waitlist-consent").attribs).toBe(false);
    expect(textContent(byId("waitlist-email-error"))).toBe(waitlistFieldMessages.emailInvalid);
    expect(textContent(byId("waitlist-consent-error"))).toBe(waitlistFieldMessages.consent);
    expect(byId("waitlist-residence-error").attribs.hidden).toBeDefined();
    expect("autofocus" in byId("waitlist-email").attribs).toBe(true);
  });

  it("keeps a ticked consent box on a refusal", async () => {
    const response = await post(app(), { ...valid, residence: "" }, navigation);
    const { byId } = read(await response.text());
    expect("checked" in byId("waitlist-consent").attribs).toBe(true);
    expect(textContent(byId("waitlist-residence-error"))).toBe(waitlistFieldMessages.residence);
  });
});
