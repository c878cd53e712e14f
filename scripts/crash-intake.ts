/**
 * `npm run crash:intake`: servers SIGKILLed mid-intake and mid-forwarding against a failing fake sheet; every
 * acknowledged message and entry must be stored and in the sheet exactly once, entries with their latest
 * details. --rounds N (5), --connections N (20), --servers N (1), --postgres (one shared, not SQLite).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { startFakeSpreadsheet } from "./lib/fake-spreadsheet.ts";
import {
  audit,
  barrage,
  numberOptions,
  startServer,
  stopServer,
  storedSubmissions,
  withScratchData,
  type Database,
  type RunningServer,
} from "./lib/intake-load-kit.ts";
import { startTemporaryPostgres } from "./lib/postgres.ts";

const options = numberOptions({ rounds: 5, connections: 20, servers: 1 }, ["postgres"]);
const settleLimitMs = 120_000;

const killAll = (servers: RunningServer[]) => Promise.all(servers.map((server) => stopServer(server, "SIGKILL")));

const randomMs = (from: number, to: number) => from + Math.round(Math.random() * (to - from));

const pendingIn = ({ messages, waitlist }: Awaited<ReturnType<typeof storedSubmissions>>) =>
  [...messages, ...waitlist].filter((item) => item.deliveryState === "pending").length;

await withScratchData("crash", async (dataDir) => {
  const postgres = options.postgres ? await startTemporaryPostgres() : undefined;
  const sheet = await startFakeSpreadsheet();
  const database: Database = { dataDir, databaseUrl: postgres?.url };
  // Short retries and attempts, so the run settles in seconds; the rules are the production ones.
  const forwarding = {
    INTAKE_FORWARD_URL: sheet.url.href,
    INTAKE_FORWARD_REDIRECT_HOSTS: sheet.redirectHost,
    INTAKE_FORWARD_TIMEOUT_MS: "2000",
    INTAKE_RETRY_BASE_MS: "200",
    INTAKE_RETRY_MAX_MS: "2000",
    INTAKE_MAX_ATTEMPTS: "1000",
  };
  const startAll = () => Promise.all(Array.from({ length: options.servers }, () => startServer(database, forwarding)));

  try {
    sheet.behave("faults");
    const acknowledged = new Set<string>();
    const acknowledgedWaitlist = new Set<string>();
    for (let round = 1; round <= options.rounds; round += 1) {
      const servers = await startAll();
      const runs = servers.map((server) =>
        barrage(server.url, {
          connections: Math.ceil(options.connections / servers.length),
          seconds: 10,
          waitlist: true,
        }),
      );
      const killTimes = servers.map(() => randomMs(300, 1500));
      await Promise.all(
        servers.map(async (server, index) => {
          await sleep(killTimes[index]!);
          await stopServer(server, "SIGKILL");
          runs[index]!.instance.stop();
        }),
      );
      const results = await Promise.all(runs.map((run) => run.done));
      const acknowledgedThisRound = runs.reduce((sum, run) => sum + run.acknowledged.size, 0);
      const entriesThisRound = runs.reduce((sum, run) => sum + run.acknowledgedWaitlist.size, 0);
      for (const run of runs) for (const id of run.acknowledged) acknowledged.add(id);
      for (const run of runs) for (const id of run.acknowledgedWaitlist) acknowledgedWaitlist.add(id);

      const postsBefore = sheet.posts().length;
      const forwarders = await startAll();
      const deadline = Date.now() + 5_000;
      while (sheet.posts().length === postsBefore && Date.now() < deadline) await sleep(10);
      const forwardKillMs = randomMs(50, 600);
      await sleep(forwardKillMs);
      await killAll(forwarders);
      console.log(
        `round ${round}: intake SIGKILL after ${killTimes.join("/")} ms, ${acknowledgedThisRound} messages and ` +
          `${entriesThisRound} waitlist entries acknowledged, ` +
          `p99 ${Math.max(...results.map((result) => result.latency.p99))} ms; ` +
          `forwarding SIGKILL ${forwardKillMs} ms into it, ${sheet.posts().length - postsBefore} script calls`,
      );
    }

    // The script recovers; the servers start on what the kills left and must drain the outbox.
    sheet.behave("accept");
    const backlog = pendingIn(await storedSubmissions(database));
    const recovered = performance.now();
    const survivors = await startAll();
    let pending = Number.POSITIVE_INFINITY;
    while (performance.now() - recovered < settleLimitMs) {
      pending = pendingIn(await storedSubmissions(database));
      if (pending === 0) break;
      await sleep(250);
    }
    const settleSeconds = (performance.now() - recovered) / 1000;
    await Promise.all(survivors.map((server) => stopServer(server, "SIGTERM")));

    const { stored, missing, integrity, sound, messages, waitlist, missingWaitlist } = await audit(
      database,
      acknowledged,
      acknowledgedWaitlist,
    );
    const rows = sheet.rowsPerId();
    const forwardable = messages.filter((message) => message.deliveryState !== "held");
    const deliveries = forwardable.map((message) => rows.get(message.id) ?? 0);
    const once = deliveries.filter((count) => count === 1).length;
    const twice = deliveries.filter((count) => count > 1).length;
    const never = deliveries.filter((count) => count === 0).length;
    const unknownRows = [...rows.keys()].filter((id) => !messages.some((message) => message.id === id)).length;
    const entryRows = sheet.rowsPerId("Waitlist");
    const latest = new Map(sheet.records("Waitlist").map((row) => [row.id, row.updatedAt]));
    const forwardableEntries = waitlist.filter((entry) => entry.deliveryState !== "held");
    const entriesOnce = forwardableEntries.filter((entry) => entryRows.get(entry.id) === 1).length;
    const entriesCurrent = forwardableEntries.filter((entry) => latest.get(entry.id) === entry.updatedAt).length;
    const updates = waitlist.reduce((sum, entry) => sum + entry.updates, 0);
    const unknownEntryRows = [...entryRows.keys()].filter((id) => !waitlist.some((entry) => entry.id === id)).length;
    const posts = sheet.posts().length;
    const label = `${options.servers} server${options.servers === 1 ? "" : "s"} on ${postgres ? "PostgreSQL" : "SQLite"}`;
    console.log(
      `crash (${label}): ${options.rounds} rounds, acknowledged ${acknowledged.size}, stored ${stored} ` +
        `(${stored - acknowledged.size + missing} in flight at a kill), missing ${missing}, integrity ${integrity}`,
    );
    console.log(
      `  sheet: ${forwardable.length} messages to deliver, ${once} exactly once, ${twice} more than once, ` +
        `${never} never, ${unknownRows} unknown rows; ${posts} script calls (${(posts / Math.max(1, forwardable.length)).toFixed(2)} a message), ` +
        `${sheet.repeats()} repeats dropped by the script (both sheets)`,
    );
    console.log(
      `  waitlist: acknowledged ${acknowledgedWaitlist.size} entries, stored ${waitlist.length} (${updates} updates ` +
        `of a listed address), missing ${missingWaitlist}; sheet: ${entriesOnce} of ${forwardableEntries.length} ` +
        `in exactly one row, ${entriesCurrent} with their latest details, ${unknownEntryRows} unknown rows`,
    );
    console.log(
      `  outboxes settled ${settleSeconds.toFixed(1)} s after the script recovered, with ${backlog} messages and entries waiting ` +
        `(${(backlog / settleSeconds).toFixed(0)} a second; ${pending} still pending)`,
    );
    const ok =
      missing === 0 &&
      missingWaitlist === 0 &&
      sound &&
      pending === 0 &&
      once === forwardable.length &&
      unknownRows === 0 &&
      entriesOnce === forwardableEntries.length &&
      entriesCurrent === forwardableEntries.length &&
      unknownEntryRows === 0;
    if (ok)
      console.log(
        "✔ every acknowledged message and waitlist entry survived every kill and reached the sheet exactly once, entries with their latest details",
      );
    else console.error("✖ a message or entry was lost, left undelivered, delivered twice or left stale (see above)");
    return ok;
  } finally {
    await sheet.close();
    await postgres?.stop();
  }
});
