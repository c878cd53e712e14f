/**
 * `npm run load:contact`: the contact endpoint under concurrent load, on 127.0.0.1 only. Starts
 * the real server on a fresh SQLite database, posts a fixed number of distinct messages (every
 * answer is awaited), stops the server, and proves that the stored count equals the acknowledged
 * count. It also measures the write-ahead log while the server is still up, which must stay at a
 * few MB however many messages arrive (`-- --requests 10000`).
 * Options: --connections N (default 50), --requests N (default 2000).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { audit, barrage, numberOptions, startServer, stopServer, withScratchData } from "./contact-load-kit.ts";

const { connections, requests } = numberOptions({ connections: 50, requests: 2000 });
/** A few MB: SQLite checkpoints every 1,000 pages (4 MB) and cuts the file back to 4 MB after. */
const maxWalBytes = 6 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await withScratchData("load", async (dataDir) => {
  const server = await startServer({ dataDir });
  const run = barrage(server.url, { connections, amount: requests });
  const result = await run.done;
  const databasePath = join(dataDir, "contact.sqlite");
  const walBytes = statSync(`${databasePath}-wal`).size;
  const databaseBytes = statSync(databasePath).size;
  await stopServer(server, "SIGTERM");

  const { stored, missing, integrity } = await audit({ dataDir }, run.acknowledged);
  console.log(`load: ${requests} messages on ${connections} connections in ${result.duration.toFixed(1)} s, 127.0.0.1`);
  console.log(`  requests/s   ${result.requests.average.toFixed(0)}`);
  console.log(
    `  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`  errors       ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`);
  console.log(`  acknowledged ${run.acknowledged.size}, stored ${stored}, integrity ${integrity}`);
  console.log(
    `  files        database ${megabytes(databaseBytes)}, write-ahead log ${megabytes(walBytes)} while running`,
  );
  const ok =
    missing === 0 &&
    stored === run.acknowledged.size &&
    integrity === "ok" &&
    result.non2xx === 0 &&
    walBytes <= maxWalBytes;
  if (ok) console.log("✔ every acknowledged message is stored, and nothing else; the log stays small");
  else
    console.error(
      `✖ stored ${stored}, acknowledged ${run.acknowledged.size}, ${missing} missing, ${result.non2xx} non-2xx, WAL ${megabytes(walBytes)}`,
    );
  return ok;
});
