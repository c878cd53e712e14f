/** The intake load and crash scripts' kit: the real server on a given database, autocannon posting to it. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Instance, type Result } from "autocannon";
import { openIntakeStore } from "#server/intake/index.ts";
import type { StoredMessage } from "#server/intake/kinds/contact.ts";
import type { StoredWaitlistEntry } from "#server/intake/kinds/waitlist.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import { freePort } from "./free-port.ts";

const root = new URL("../../", import.meta.url);

export function numberOptions<Name extends string, Flag extends string = never>(
  defaults: Record<Name, number>,
  flags: readonly Flag[] = [],
): Record<Name, number> & Record<Flag, boolean> {
  const names = Object.keys(defaults) as Name[];
  const { values } = parseArgs({
    options: Object.fromEntries([
      ...names.map((name) => [name, { type: "string" as const }]),
      ...flags.map((flag) => [flag, { type: "boolean" as const }]),
    ]),
  });
  const read = values as Record<string, string | boolean | undefined>;
  const numbers = names.map((name) => {
    const value = Number(read[name] ?? defaults[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of 1 or more`);
    return [name, value] as const;
  });
  return Object.fromEntries([...numbers, ...flags.map((flag) => [flag, read[flag] === true] as const)]) as Record<
    Name,
    number
  > &
    Record<Flag, boolean>;
}

/** Runs `check` on a fresh data folder, removed after; the script fails unless it says every rule held. */
export async function withScratchData(name: string, check: (dataDir: string) => Promise<boolean>): Promise<void> {
  if (!existsSync(new URL("build/client", root))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `sankofa-${name}-`));
  try {
    if (!(await check(dataDir))) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type RunningServer = { child: ChildProcess; url: string };

export type Database = { dataDir: string; databaseUrl?: string };

/** server/index.ts as in production, on a free port and without a rate limit, once it answers. */
export async function startServer(database: Database, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      INTAKE_RATE_LIMIT: "1000000000",
      // No load balancer in front to drain from: a SIGTERM stops at once.
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start within 15 s");
}

export function stopServer({ child }: RunningServer, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  return exited;
}

const boundary = "----sankofa-load";

function multipartBody(fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`
  );
}

function messageBody(sequence: number): string {
  return multipartBody({
    name: "Load Test",
    email: "load@example.com",
    subject: `Load message ${sequence}`,
    message: "Checking that every acknowledged message is stored.",
    priority: "medium",
    idempotencyKey: `load-${crypto.randomUUID()}`,
  });
}

/** One post in four joins again with one of ten addresses, so updates are part of the load. */
function waitlistBody(sequence: number): string {
  const email = sequence % 4 === 0 ? `again-${sequence % 10}@example.com` : `load-${crypto.randomUUID()}@example.com`;
  return multipartBody({
    email,
    residence: ["GB", "US", "CA", "NG"][sequence % 4]!,
    destination: "NG",
    firstName: `Load ${sequence}`,
    consent: "yes",
    source: "open-account",
    idempotencyKey: `load-${crypto.randomUUID()}`,
  });
}

const collect = (into: Set<string>) => (status: number, body: string) => {
  if (status !== 200) return;
  const answer = JSON.parse(body) as { status?: string; id?: string };
  if (answer.status === "success" && answer.id) into.add(answer.id);
};

export type Barrage = {
  instance: Instance;
  done: Promise<Result>;
  acknowledged: Set<string>;
  /** Waitlist ids acknowledged (an update acknowledges the listed entry's id again). */
  acknowledgedWaitlist: Set<string>;
};

/** Exactly `amount` posts (every answer awaited) or for `seconds`; with `waitlist`, every other is an entry. */
export function barrage(
  url: string,
  {
    connections,
    amount,
    seconds,
    waitlist = false,
  }: { connections: number; amount?: number; seconds?: number; waitlist?: boolean },
): Barrage {
  const acknowledged = new Set<string>();
  const acknowledgedWaitlist = new Set<string>();
  const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}`, Accept: "application/json" };
  let sequence = 0;
  let waitlistSequence = 0;
  let finish!: (result: Result) => void;
  const done = new Promise<Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url,
      connections,
      ...(amount === undefined ? { duration: seconds } : { amount }),
      timeout: 10,
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          headers,
          setupRequest: (request) => ({ ...request, body: messageBody((sequence += 1)) }),
          onResponse: collect(acknowledged),
        },
        ...(waitlist
          ? [
              {
                method: "POST" as const,
                path: "/api/waitlist",
                headers,
                setupRequest: (request: object) => ({ ...request, body: waitlistBody((waitlistSequence += 1)) }),
                onResponse: collect(acknowledgedWaitlist),
              },
            ]
          : []),
      ],
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  return { instance, done, acknowledged, acknowledgedWaitlist };
}

export async function storedSubmissions(
  database: Database,
): Promise<{ messages: StoredMessage[]; waitlist: StoredWaitlistEntry[] }> {
  const store = await openIntakeStore({
    databaseUrl: database.databaseUrl,
    databasePath: join(database.dataDir, "intake.sqlite"),
  });
  try {
    return { messages: await store.contact.list(), waitlist: await store.waitlist.list() };
  } finally {
    await store.close();
  }
}

export async function audit(database: Database, acknowledged: Set<string>, acknowledgedWaitlist = new Set<string>()) {
  const { messages, waitlist } = await storedSubmissions(database);
  const stored = new Set(messages.map((message) => message.id));
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  const listed = new Set(waitlist.map((entry) => entry.id));
  const missingWaitlist = [...acknowledgedWaitlist].filter((id) => !listed.has(id));
  // PostgreSQL has no file-level check to run; its commits are durable when they return.
  let integrity = "not applicable";
  if (!database.databaseUrl) {
    const store = await openSqliteStore(join(database.dataDir, "intake.sqlite"));
    integrity = store.integrityCheck();
    await store.close();
  }
  const sound = integrity === "ok" || database.databaseUrl !== undefined;
  return {
    stored: stored.size,
    missing: missing.length,
    integrity,
    sound,
    messages,
    waitlist,
    missingWaitlist: missingWaitlist.length,
  };
}
