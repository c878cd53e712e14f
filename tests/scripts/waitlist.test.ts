import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { describeEachStore, newWaitlistEntry, sampleWaitlistEntry } from "../server/intake/helpers.ts";

const run = promisify(execFile);

describeEachStore("npm run waitlist", (open, _kind, env) => {
  /** Runs `npm run waitlist -- …` as the team would, on the test's database. */
  async function waitlist(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, ["scripts/waitlist.ts", ...args], {
      env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env() },
      encoding: "utf8",
    });
    return stdout;
  }

  async function seed() {
    const store = await open();
    const ada = (await store.waitlist.write(newWaitlistEntry())).id;
    const formula = (
      await store.waitlist.write(
        newWaitlistEntry({ entry: { ...sampleWaitlistEntry, email: "kofi@example.com", firstName: "=SUM(A1)" } }),
      )
    ).id;
    await store.close();
    return { ada, formula };
  }

  it("lists the entries and exports every field as CSV with formulas defused", async () => {
    const { ada, formula } = await seed();
    const list = await waitlist("list");
    expect(list).toContain(ada);
    expect(list).toContain("2 entries");
    const csv = await waitlist("export", "--csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^"id","received_at","updated_at","email","first_name","residence","destination"/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"${formula}"`);
    expect(csv).toContain(`"'=SUM(A1)"`);
  });

  it("removes an address on request, however it is typed", async () => {
    const { ada } = await seed();
    expect(await waitlist("remove", " ADA.OBI@example.com")).toMatch(/^Removed from the waitlist/);
    expect(await waitlist("remove", "ada.obi@example.com")).toMatch(/^No entry/);
    const list = await waitlist("list");
    expect(list).not.toContain(ada);
    expect(list).toContain("1 entry");
  });
});
