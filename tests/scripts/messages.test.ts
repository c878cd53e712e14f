import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { openMessageStore } from "#server/contact/store.ts";
import { newMessage, sampleMessage, tempDatabasePath } from "../server/contact/helpers.ts";

/** Runs `npm run messages -- …` as the support team would, on its own database. */
function messages(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["scripts/messages.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

function seededDatabase() {
  const path = tempDatabasePath();
  const store = openMessageStore(path);
  const formula = store.insert(
    newMessage({ message: { ...sampleMessage, name: '=HYPERLINK("http://evil.example")', subject: "Fees, please" } }),
  ).id;
  const failed = store.insert(newMessage({ receivedAt: new Date("2026-01-01T08:00:00Z") })).id;
  store.recordFailure(failed, "HTTP 500", null);
  store.close();
  return { dataDir: dirname(path), path, formula, failed };
}

describe("npm run messages", () => {
  it("lists messages newest first, and by state", () => {
    const { dataDir, formula, failed } = seededDatabase();
    const all = messages(dataDir, "list");
    expect(all.indexOf(formula)).toBeLessThan(all.indexOf(failed));
    expect(all).toContain("2 messages");
    const onlyFailed = messages(dataDir, "list", "--state", "failed");
    expect(onlyFailed).toContain(failed);
    expect(onlyFailed).not.toContain(formula);
  });

  it("exports every field as CSV with formulas defused", () => {
    const { dataDir, formula } = seededDatabase();
    const csv = messages(dataDir, "export", "--csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"id","received_at","name","email","subject","message","priority","flags","delivery_state","attempts","last_error","delivered_at"',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"${formula}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Fees, please"');
  });

  it("queues failed deliveries again", () => {
    const { dataDir, path, failed } = seededDatabase();
    expect(messages(dataDir, "retry")).toMatch(/^1 failed message queued again/);
    const store = openMessageStore(path);
    expect(store.get(failed)).toMatchObject({ deliveryState: "pending", attempts: 0 });
    store.close();
  });

  it("says how to use it when the command is unknown", () => {
    const { dataDir } = seededDatabase();
    expect(() => messages(dataDir, "delete")).toThrow(/Command failed/);
  });
});
