/** Shared set-up for the intake's tests: throwaway databases and well-formed submissions. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import type { ContactMessage } from "#app/lib/contact.ts";
import type { WaitlistEntry } from "#app/lib/waitlist.ts";
import type { Submission } from "#server/intake/kind.ts";
import { openPostgresStore } from "#server/intake/postgres.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import type { IntakeStore } from "#server/intake/store.ts";
import { startTemporaryPostgres, type TemporaryPostgres } from "#scripts/lib/postgres.ts";

/** A DATA_DIR of its own, not created yet (the store creates it). */
export function tempDataDir(): string {
  return join(mkdtempSync(join(tmpdir(), "sankofa-intake-")), "data");
}

export function tempDatabasePath(): string {
  return join(tempDataDir(), "intake.sqlite");
}

export async function tempStore(path = tempDatabasePath()) {
  return { path, store: await openSqliteStore(path) };
}

export const sampleMessage: ContactMessage = {
  name: "Chiamaka Obi",
  email: "chiamaka@example.com",
  subject: "Transfer to Lagos",
  message: "My transfer to my mother in Lagos has not arrived.",
  priority: "high",
};

let keyCounter = 0;
/** A fresh, valid idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${String(keyCounter).padStart(8, "0")}-${crypto.randomUUID().slice(0, 8)}`;
}

export function newMessage(overrides: Partial<Submission<ContactMessage>> = {}): Submission<ContactMessage> {
  return {
    entry: sampleMessage,
    idempotencyKey: newKey(),
    flags: [],
    receivedAt: new Date(),
    language: "en",
    ...overrides,
  };
}

export const sampleWaitlistEntry: WaitlistEntry = {
  email: "Ada.Obi@Example.com",
  firstName: "Ada",
  residence: "GB",
  destination: "NG",
  consent: "yes",
  source: "open-account",
};

export function newWaitlistEntry(overrides: Partial<Submission<WaitlistEntry>> = {}): Submission<WaitlistEntry> {
  return {
    entry: sampleWaitlistEntry,
    idempotencyKey: newKey(),
    flags: [],
    receivedAt: new Date(),
    language: "en",
    ...overrides,
  };
}

/** Opens another connection to the same database as every earlier call in the same test. */
export type StoreOpener = () => Promise<IntakeStore>;

/**
 * Runs `suite` once against SQLite and once against a real PostgreSQL started for this file
 * (scripts/lib/postgres.ts), so both stores are held to the same behaviour. Each test starts empty;
 * `env` names the test's database as the server and scripts read it.
 */
export function describeEachStore(
  name: string,
  suite: (open: StoreOpener, kind: "sqlite" | "postgres", env: () => Record<string, string>) => void,
): void {
  describe(`${name} (SQLite)`, () => {
    let path: string;
    beforeEach(() => {
      path = tempDatabasePath();
    });
    suite(
      async () => openSqliteStore(path),
      "sqlite",
      () => ({ DATA_DIR: dirname(path) }),
    );
  });

  describe(`${name} (PostgreSQL)`, () => {
    let server: TemporaryPostgres;
    beforeAll(async () => {
      server = await startTemporaryPostgres();
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });
    beforeEach(async () => {
      const client = new Client(server.url);
      await client.connect();
      await client.query("DROP TABLE IF EXISTS contact_messages, waitlist_entries, intake_rate_hits");
      await client.end();
    });
    suite(
      async () => openPostgresStore(server.url),
      "postgres",
      () => ({ DATABASE_URL: server.url }),
    );
  });
}
