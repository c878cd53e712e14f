/**
 * The receiving spreadsheet script (integrations/google-apps-script/intake-sheet.js), run as it
 * is against fakes of the Apps Script services it calls.
 */
import { describe, expect, it } from "vitest";
import { loadIntakeSheetScript } from "#scripts/lib/fake-spreadsheet.ts";
import { sampleMessage } from "./helpers.ts";

const forwarded = (id: string, overrides: Record<string, string> = {}) =>
  JSON.stringify({ kind: "contact", id, receivedAt: "2026-03-01T09:30:00.000Z", ...sampleMessage, ...overrides });

describe("the intake sheet script", () => {
  it("adds one row per message on the Messages sheet, a column per field, and answers success", () => {
    const script = loadIntakeSheetScript();
    expect(JSON.parse(script.doPost(forwarded("m-1")))).toEqual({ status: "success" });
    expect(script.header()).toEqual(["id", "receivedAt", "addedAt", "name", "email", "subject", "message", "priority"]);
    expect(script.records()).toEqual([
      {
        id: "m-1",
        receivedAt: "2026-03-01T09:30:00.000Z",
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ...sampleMessage,
      },
    ]);
  });

  it("adds a column when a submission brings a field the sheet has not seen, older rows left blank", () => {
    const script = loadIntakeSheetScript();
    script.doPost(forwarded("m-1"));
    script.doPost(forwarded("m-2", { reference: "SK-7Q4M" }));
    expect(script.header().at(-1)).toBe("reference");
    expect(script.records().map((row) => row.reference)).toEqual(["", "SK-7Q4M"]);
  });

  it("drops a repeat of the same id, still answering success so the sender stops", () => {
    const script = loadIntakeSheetScript();
    script.doPost(forwarded("m-1"));
    script.doPost(forwarded("m-2"));
    expect(JSON.parse(script.doPost(forwarded("m-1")))).toEqual({ status: "success", repeat: true });
    expect(script.rows().map(([id]) => id)).toEqual(["m-1", "m-2"]);
  });

  it("refuses a body that is not JSON, or has no id or no kind, so the sender retries", () => {
    const script = loadIntakeSheetScript();
    expect(JSON.parse(script.doPost("name=x"))).toMatchObject({ status: "error" });
    expect(JSON.parse(script.doPost(JSON.stringify({ kind: "contact", ...sampleMessage })))).toMatchObject({
      status: "error",
    });
    expect(JSON.parse(script.doPost(JSON.stringify({ id: "m-1", ...sampleMessage })))).toMatchObject({
      status: "error",
    });
    expect(JSON.parse(script.doPost(forwarded("m-1", { kind: "../Evil" })))).toMatchObject({ status: "error" });
    expect(script.rows()).toEqual([]);
  });

  it("keeps text that looks like a formula as text", () => {
    const script = loadIntakeSheetScript();
    script.doPost(forwarded("m-1", { name: '=HYPERLINK("http://evil.example")', subject: "+1 555" }));
    const [row] = script.records();
    expect(row?.name).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row?.subject).toBe("'+1 555");
  });
});

const entry = (id: string, overrides: Record<string, string> = {}) =>
  JSON.stringify({
    kind: "waitlist",
    id,
    receivedAt: "2026-03-01T09:30:00.000Z",
    updatedAt: "2026-03-01T09:30:00.000Z",
    consentedAt: "2026-03-01T09:30:00.000Z",
    email: "ada@example.com",
    firstName: "Ada",
    residence: "GB",
    destination: "NG",
    source: "webapp",
    ...overrides,
  });

describe("the intake sheet script: a kind per sheet", () => {
  it("writes waitlist entries to their own sheet, one row per id, never among the messages", () => {
    const script = loadIntakeSheetScript();
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success" });
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success", repeat: true });
    expect(script.rows()).toEqual([]);
    expect(script.records("Waitlist")).toEqual([
      {
        id: "w-1",
        receivedAt: "2026-03-01T09:30:00.000Z",
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: "2026-03-01T09:30:00.000Z",
        consentedAt: "2026-03-01T09:30:00.000Z",
        email: "ada@example.com",
        firstName: "Ada",
        residence: "GB",
        destination: "NG",
        source: "webapp",
      },
    ]);
  });

  it("rewrites an entry's row with newer details, and never puts older ones back", () => {
    const script = loadIntakeSheetScript();
    script.doPost(entry("w-1"));
    const newer = { updatedAt: "2026-04-01T10:00:00.000Z", residence: "US" };
    expect(JSON.parse(script.doPost(entry("w-1", newer)))).toEqual({ status: "success", updated: true });
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success", repeat: true });
    expect(script.records("Waitlist").map((row) => row.residence)).toEqual(["US"]);
  });
});
