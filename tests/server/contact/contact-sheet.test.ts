/**
 * The receiving spreadsheet script (integrations/google-apps-script/contact-sheet.js), run as it
 * is against fakes of the Apps Script services it calls.
 */
import { describe, expect, it } from "vitest";
import { loadContactSheetScript } from "../../../scripts/fake-spreadsheet.ts";
import { sampleMessage } from "./helpers.ts";

const forwarded = (id: string, overrides: Record<string, string> = {}) =>
  JSON.stringify({ id, receivedAt: "2026-03-01T09:30:00.000Z", ...sampleMessage, ...overrides });

describe("the contact sheet script", () => {
  it("adds one row per message, in its columns, and answers success", () => {
    const script = loadContactSheetScript();
    expect(JSON.parse(script.doPost(forwarded("m-1")))).toEqual({ status: "success" });
    expect(script.rows()).toEqual([
      [
        "m-1",
        "2026-03-01T09:30:00.000Z",
        sampleMessage.priority,
        sampleMessage.name,
        sampleMessage.email,
        sampleMessage.subject,
        sampleMessage.message,
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ],
    ]);
  });

  it("drops a repeat of the same message id, still answering success so the sender stops", () => {
    const script = loadContactSheetScript();
    script.doPost(forwarded("m-1"));
    script.doPost(forwarded("m-2"));
    expect(JSON.parse(script.doPost(forwarded("m-1")))).toEqual({ status: "success", repeat: true });
    expect(script.rows().map(([id]) => id)).toEqual(["m-1", "m-2"]);
  });

  it("refuses a body that is not JSON or has no id, so the sender retries", () => {
    const script = loadContactSheetScript();
    expect(JSON.parse(script.doPost("name=x"))).toMatchObject({ status: "error" });
    expect(JSON.parse(script.doPost(JSON.stringify(sampleMessage)))).toMatchObject({ status: "error" });
    expect(script.rows()).toEqual([]);
  });

  it("keeps text that looks like a formula as text", () => {
    const script = loadContactSheetScript();
    script.doPost(forwarded("m-1", { name: '=HYPERLINK("http://evil.example")', subject: "+1 555" }));
    const [row] = script.rows();
    expect(row?.[3]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row?.[5]).toBe("'+1 555");
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

describe("the contact sheet script: waitlist entries", () => {
  it("writes entries to their own sheet, one row per id, never among the messages", () => {
    const script = loadContactSheetScript();
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success" });
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success", repeat: true });
    expect(script.rows()).toEqual([]);
    expect(script.rows("Waitlist")).toEqual([
      [
        "w-1",
        "2026-03-01T09:30:00.000Z",
        "2026-03-01T09:30:00.000Z",
        "ada@example.com",
        "Ada",
        "GB",
        "NG",
        "webapp",
        "2026-03-01T09:30:00.000Z",
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ],
    ]);
  });

  it("rewrites an entry's row with newer details, and never puts older ones back", () => {
    const script = loadContactSheetScript();
    script.doPost(entry("w-1"));
    const newer = { updatedAt: "2026-04-01T10:00:00.000Z", residence: "US" };
    expect(JSON.parse(script.doPost(entry("w-1", newer)))).toEqual({ status: "success", updated: true });
    expect(JSON.parse(script.doPost(entry("w-1")))).toEqual({ status: "success", repeat: true });
    const rows = script.rows("Waitlist");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[5]).toBe("US");
  });
});
