/**
 * `npm run crash:contact`: durability when the server dies. Each round starts the real server on
 * the same database, posts messages concurrently and kills the server with SIGKILL at a random
 * moment; after the last round a server starts once more on what is left. Every id the server
 * acknowledged must be stored, and `PRAGMA integrity_check` must say ok. Messages stored but not
 * acknowledged (in flight at the kill) are allowed: the browser would retry them with the same
 * idempotency key. On 127.0.0.1 only.
 * Options: --rounds N (default 5), --connections N (default 20).
 */
import { audit, barrage, numberOptions, startServer, stopServer, withScratchData } from "./contact-load-kit.ts";

const { rounds, connections } = numberOptions({ rounds: 5, connections: 20 });

await withScratchData("crash", async (dataDir) => {
  const acknowledged = new Set<string>();
  for (let round = 1; round <= rounds; round += 1) {
    const server = await startServer(dataDir);
    const run = barrage(server.url, { connections, seconds: 10 });
    // Somewhere between 0.3 and 1.5 s in, mid-stream.
    const killAfterMs = 300 + Math.round(Math.random() * 1200);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await stopServer(server, "SIGKILL");
    run.instance.stop();
    const result = await run.done;
    for (const id of run.acknowledged) acknowledged.add(id);
    console.log(
      `round ${round}: SIGKILL after ${killAfterMs} ms, ${run.acknowledged.size} acknowledged, p99 ${result.latency.p99} ms`,
    );
  }

  // A last start on the killed server's files: it must come up and serve.
  const survivor = await startServer(dataDir);
  await stopServer(survivor, "SIGTERM");

  const { stored, missing, integrity } = audit(dataDir, acknowledged);
  console.log(
    `crash: ${rounds} rounds, acknowledged ${acknowledged.size}, stored ${stored} (${stored - acknowledged.size + missing} in flight at a kill), missing ${missing}, integrity ${integrity}`,
  );
  const ok = missing === 0 && integrity === "ok";
  if (ok) console.log("✔ every acknowledged message survived every kill");
  else console.error(`✖ ${missing} acknowledged messages lost; integrity: ${integrity}`);
  return ok;
});
