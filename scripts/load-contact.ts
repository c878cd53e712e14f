/**
 * `npm run load:contact`: the contact endpoint under concurrent load, on 127.0.0.1 only. Starts
 * the real server on a fresh database, posts a fixed number of distinct messages (every answer
 * is awaited), stops the server, and proves that the stored count equals the acknowledged count.
 * Options: --connections N (default 50), --requests N (default 2000).
 */
import { audit, barrage, numberOptions, startServer, stopServer, withScratchData } from "./contact-load-kit.ts";

const { connections, requests } = numberOptions({ connections: 50, requests: 2000 });

await withScratchData("load", async (dataDir) => {
  const server = await startServer(dataDir);
  const run = barrage(server.url, { connections, amount: requests });
  const result = await run.done;
  await stopServer(server, "SIGTERM");

  const { stored, missing, integrity } = audit(dataDir, run.acknowledged);
  console.log(`load: ${requests} messages on ${connections} connections in ${result.duration.toFixed(1)} s, 127.0.0.1`);
  console.log(`  requests/s   ${result.requests.average.toFixed(0)}`);
  console.log(
    `  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`  errors       ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`);
  console.log(`  acknowledged ${run.acknowledged.size}, stored ${stored}, integrity ${integrity}`);
  const ok = missing === 0 && stored === run.acknowledged.size && integrity === "ok" && result.non2xx === 0;
  if (ok) console.log("✔ every acknowledged message is stored, and nothing else");
  else
    console.error(
      `✖ stored ${stored}, acknowledged ${run.acknowledged.size}, ${missing} missing, ${result.non2xx} non-2xx`,
    );
  return ok;
});
