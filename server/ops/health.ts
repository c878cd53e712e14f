/**
 * GET /healthz: the process answers. GET /readyz: this instance can take a submission now, which a
 * load balancer asks before sending it one (D27, docs/decisions/023). Neither is cached or logged
 * per request; a change of readiness is logged once.
 */
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { log } from "#server/log.ts";

export type ReadinessResult = { ready: true } | { ready: false; reason: string };

export type Readiness = {
  check(): Promise<ReadinessResult>;
  /** From now on, not ready: the server is draining before it stops. */
  markStopping(): void;
};

/** Longer than a healthy database ever takes, shorter than a load balancer's probe timeout. */
const checkTimeoutMs = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `ping` asks the database; `dataDirectory` (SQLite) must take a write, which fails on a full or
 * read-only disk or a folder that has gone.
 */
export function createReadiness({
  ping,
  dataDirectory,
  timeoutMs = checkTimeoutMs,
}: {
  ping: () => Promise<void>;
  dataDirectory?: string;
  timeoutMs?: number;
}): Readiness {
  let stopping = false;
  let last: string | undefined;
  const probeFile = dataDirectory && join(dataDirectory, ".readyz-probe");

  async function failure(): Promise<string | undefined> {
    if (stopping) return "shutting down";
    try {
      await within(ping(), timeoutMs);
    } catch {
      return "database not answering";
    }
    if (!probeFile) return undefined;
    try {
      await within(writeFile(probeFile, "ok"), timeoutMs);
      await rm(probeFile, { force: true });
    } catch {
      return "data folder not writable";
    }
    return undefined;
  }

  return {
    async check() {
      const reason = await failure();
      if (reason !== last) log(reason ? "not-ready" : "ready", { reason });
      last = reason;
      return reason ? { ready: false, reason } : { ready: true };
    },
    markStopping() {
      stopping = true;
    },
  };
}

const noStore = { "Cache-Control": "no-store" };

export function healthRoutes(readiness: Readiness): Hono {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "alive" }, 200, noStore));
  app.get("/readyz", async (c) => {
    const result = await readiness.check();
    return result.ready
      ? c.json({ status: "ready" }, 200, noStore)
      : c.json({ status: "unready", reason: result.reason }, 503, noStore);
  });
  return app;
}
