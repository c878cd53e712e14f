/**
 * `npm run load:intake`: contact messages posted to the real servers on 127.0.0.1; stored must equal acknowledged
 * and SQLite's write-ahead log stay a few MB. --connections N (50), --requests N (2000), --servers N (1), --postgres.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { Client } from "pg";
import {
  audit,
  barrage,
  numberOptions,
  startServer,
  stopServer,
  withScratchData,
  type Database,
} from "./lib/intake-load-kit.ts";
import { startTemporaryPostgres } from "./lib/postgres.ts";

const options = numberOptions({ connections: 50, requests: 2000, servers: 1 }, ["postgres"]);
/** A few MB: SQLite checkpoints every 1,000 pages (4 MB) and cuts the file back to 4 MB after. */
const maxWalBytes = 6 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function fileSizes(database: Database): Promise<{ data: number; wal: number }> {
  if (!database.databaseUrl) {
    const path = join(database.dataDir, "intake.sqlite");
    return { data: statSync(path).size, wal: statSync(`${path}-wal`).size };
  }
  const client = new Client(database.databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ data: string; wal: string }>(
      `SELECT pg_total_relation_size('contact_messages') + pg_total_relation_size('intake_rate_hits') AS data,
         (SELECT sum(size) FROM pg_ls_waldir()) AS wal`,
    );
    return { data: Number(rows[0]!.data), wal: Number(rows[0]!.wal) };
  } finally {
    await client.end();
  }
}

await withScratchData("load", async (dataDir) => {
  const postgres = options.postgres ? await startTemporaryPostgres() : undefined;
  try {
    const database: Database = { dataDir, databaseUrl: postgres?.url };
    const servers = await Promise.all(Array.from({ length: options.servers }, () => startServer(database)));
    const runs = servers.map((server) =>
      barrage(server.url, {
        connections: Math.ceil(options.connections / servers.length),
        amount: Math.ceil(options.requests / servers.length),
      }),
    );
    const results = await Promise.all(runs.map((run) => run.done));
    const sizes = await fileSizes(database);
    await Promise.all(servers.map((server) => stopServer(server, "SIGTERM")));

    const acknowledged = new Set(runs.flatMap((run) => [...run.acknowledged]));
    const sent = runs.length * Math.ceil(options.requests / servers.length);
    const { stored, missing, integrity, sound } = await audit(database, acknowledged);
    const seconds = Math.max(...results.map((result) => result.duration));
    const sum = (pick: (result: (typeof results)[number]) => number) =>
      results.reduce((total, r) => total + pick(r), 0);
    const label = `${options.servers} server${options.servers === 1 ? "" : "s"} on ${postgres ? "PostgreSQL" : "SQLite"}`;
    console.log(`load (${label}): ${sent} messages on ${options.connections} connections in ${seconds.toFixed(1)} s`);
    console.log(`  requests/s   ${(sent / seconds).toFixed(0)}`);
    console.log(
      `  latency      p50 ${Math.max(...results.map((r) => r.latency.p50))} ms, p99 ${Math.max(...results.map((r) => r.latency.p99))} ms, max ${Math.max(...results.map((r) => r.latency.max))} ms`,
    );
    console.log(
      `  errors       ${sum((r) => r.errors)} (timeouts ${sum((r) => r.timeouts)}), non-2xx ${sum((r) => r.non2xx)}`,
    );
    console.log(`  acknowledged ${acknowledged.size}, stored ${stored}, integrity ${integrity}`);
    console.log(
      `  files        database ${megabytes(sizes.data)}, write-ahead log ${megabytes(sizes.wal)} while running`,
    );
    // PostgreSQL keeps its own log in segments of 16 MB, recycled at checkpoints: not ours to bound.
    const walOk = postgres !== undefined || sizes.wal <= maxWalBytes;
    const ok = missing === 0 && stored === acknowledged.size && sound && sum((r) => r.non2xx) === 0 && walOk;
    if (ok) console.log("✔ every acknowledged message is stored, and nothing else; the log stays small");
    else
      console.error(
        `✖ stored ${stored}, acknowledged ${acknowledged.size}, ${missing} missing, ${sum((r) => r.non2xx)} non-2xx, WAL ${megabytes(sizes.wal)}`,
      );
    return ok;
  } finally {
    await postgres?.stop();
  }
});
