import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { referenceOf } from "#app/lib/intake.ts";
import { describeEachStore, newMessage, sampleMessage } from "../server/intake/helpers.ts";

const run = promisify(execFile);

describeEachStore("npm run messages", (open, _kind, env) => {
  /** Runs `npm run messages -- …` as the support team would, on the test's database. */
  async function messages(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, ["scripts/messages.ts", ...args], {
      env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env() },
      encoding: "utf8",
    });
    return stdout;
  }

  async function seed() {
    const store = await open();
    const formula = (
      await store.contact.write(
        newMessage({
          entry: { ...sampleMessage, name: '=HYPERLINK("http://evil.example")', subject: "Fees, please" },
        }),
      )
    ).id;
    const failed = (await store.contact.write(newMessage({ receivedAt: new Date("2026-01-01T08:00:00Z") }))).id;
    await store.contact.recordFailure(
      (await store.contact.claimNext(Date.now(), Date.now() + 1000))!,
      "HTTP 500",
      null,
    );
    await store.close();
    return { formula, failed };
  }

  it("lists messages newest first, and by state, failed ones with their last error", async () => {
    const { formula, failed } = await seed();
    const all = await messages("list");
    expect(all.indexOf(formula)).toBeLessThan(all.indexOf(failed));
    expect(all).toContain("2 messages");
    const onlyFailed = await messages("list", "--state", "failed");
    expect(onlyFailed).toContain(failed);
    expect(onlyFailed).toContain("HTTP 500");
    expect(onlyFailed).not.toContain(formula);
  });

  it("exports every field as CSV with formulas defused", async () => {
    const { formula } = await seed();
    const csv = await messages("export", "--csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"id","received_at","name","email","subject","message","priority","flags","delivery_state","attempts","last_error","delivered_at"',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"${formula}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Fees, please"');
  });

  it("finds a message by the reference a visitor quotes (D24), and refuses what is no reference", async () => {
    const { formula, failed } = await seed();
    const found = await messages("list", "--reference", referenceOf(formula).toLowerCase());
    expect(found).toContain(formula);
    expect(found).toContain(referenceOf(formula));
    expect(found).not.toContain(failed);
    expect(found).toContain("1 message");
    await expect(messages("list", "--reference", "no-such")).rejects.toThrow(/Command failed/);
  });

  it("queues failed deliveries again", async () => {
    const { failed } = await seed();
    expect(await messages("retry")).toMatch(/^1 failed message queued again/);
    const store = await open();
    expect(await store.contact.get(failed)).toMatchObject({ deliveryState: "pending", attempts: 0 });
    await store.close();
  });

  it("says how to use it when the command is unknown", async () => {
    await seed();
    await expect(messages("delete")).rejects.toThrow(/Command failed/);
  });
});
