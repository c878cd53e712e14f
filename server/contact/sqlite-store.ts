/**
 * The embedded store of messages and waitlist entries: one SQLite file through node:sqlite
 * (docs/decisions/006 and 012), for a single server. Every statement is synchronous: when insert() resolves, the row is committed
 * (WAL, synchronous=FULL), which is what lets the endpoint answer "success" only for a message
 * that is really kept.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  languageColumn,
  messageColumns,
  newRow,
  newWaitlistRow,
  toStoredMessage,
  toStoredWaitlistEntry,
  waitlistColumns,
  waitlistInsertFields,
  waitlistOutcome,
  waitlistUpsertSql,
  type MessageRow,
  type MessageStore,
  type OutboxItem,
  type OutboxQueue,
  type WaitlistStore,
} from "#server/contact/store.ts";
import { waitlistEmailKey } from "#app/lib/waitlist.ts";

// SQLite's INTEGER holds 64 bits; STRICT refuses a value of the wrong type instead of storing it.
const types = { length: "length", bigInteger: "INTEGER" };
const schemaVersion = 3;
const createWaitlist = `
  CREATE TABLE waitlist (${waitlistColumns(types)}
  ) STRICT;
  CREATE INDEX waitlist_due ON waitlist (delivery_state, next_attempt_at);
`;
const createSchema = `
  CREATE TABLE messages (${messageColumns(types)}
  ) STRICT;
  CREATE INDEX messages_due ON messages (delivery_state, next_attempt_at);
  ${createWaitlist}
`;
/**
 * From each older version to the next: version 1 had no lease column; version 2 had neither the
 * waitlist nor the messages' language (both came in version 3).
 */
const migrations: Record<number, string> = {
  1: "ALTER TABLE messages ADD COLUMN lease TEXT;",
  2: `ALTER TABLE messages ADD COLUMN ${languageColumn}; ${createWaitlist}`,
};

/** After a checkpoint the WAL file is cut back to this, so it never keeps a burst's size. */
const walSizeLimitBytes = 4 * 1024 * 1024;

export type SqliteMessageStore = MessageStore & {
  /** The connection's journal mode and synchronous level (2 is FULL). */
  durability(): { journalMode: string; synchronous: number };
  /** `PRAGMA integrity_check`: "ok" when the file is sound. */
  integrityCheck(): string;
};

/** Runs a statement to completion: a RETURNING statement read with get() would stay open. */
function allRows(statement: StatementSync, parameters: Record<string, string | number | null>): MessageRow[] {
  return statement.all(parameters) as MessageRow[];
}

/** Opens (and on first use creates) the database file, with its folder. */
export function openSqliteStore(path: string): SqliteMessageStore {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL: readers (the messages command) never block the server's writes. synchronous=FULL: a
  // commit is on disk before insert() returns, so an acknowledged message survives a power cut.
  // SQLite checkpoints the WAL every 1,000 pages on its own, once each commit completes.
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;
    PRAGMA journal_size_limit = ${walSizeLimitBytes};`);
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  if (version === 0) db.exec(`BEGIN; ${createSchema} PRAGMA user_version = ${schemaVersion}; COMMIT;`);
  else if (version > schemaVersion || (version < schemaVersion && !migrations[version]))
    throw new Error(`${path}: unknown schema version ${version}`);
  else if (version < schemaVersion) {
    const steps = Object.keys(migrations)
      .map(Number)
      .filter((from) => from >= version)
      .map((from) => migrations[from]);
    db.exec(`BEGIN; ${steps.join("\n")} PRAGMA user_version = ${schemaVersion}; COMMIT;`);
  }

  const messages = outboxTable(db, "messages", toStoredMessage);
  const insertMessage = db.prepare(`
    INSERT INTO messages (id, received_at, name, email, subject, message, priority, idempotency_key, flags, delivery_state, language)
    VALUES (:id, :receivedAt, :name, :email, :subject, :message, :priority, :idempotencyKey, :flags, :deliveryState, :language)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`);
  const messageIdForKey = db.prepare("SELECT id FROM messages WHERE idempotency_key = ?");

  return {
    ...messages,
    waitlist: waitlistTable(db),

    async insert(entry) {
      const row = newRow(entry);
      const [inserted] = allRows(insertMessage, row);
      if (inserted) return { id: String(inserted.id), created: true };
      const existing = messageIdForKey.get(row.idempotencyKey);
      if (!existing) throw new Error("Idempotency key conflict without a stored message");
      return { id: String(existing.id), created: false };
    },

    durability() {
      const { journal_mode: journalMode } = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      const { synchronous } = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
      return { journalMode, synchronous };
    },

    integrityCheck() {
      const rows = db.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
      return rows.map((row) => row.integrity_check).join("; ");
    },

    async close() {
      if (!db.isOpen) return;
      // The last connection out folds the WAL back into the database file.
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      db.close();
    },
  };
}

function waitlistTable(db: DatabaseSync): WaitlistStore {
  const upsert = db.prepare(waitlistUpsertSql("waitlist", (index) => `:${waitlistInsertFields[index]}`));
  const byKey = db.prepare("SELECT id, updates FROM waitlist WHERE last_idempotency_key = ?");
  const byAddress = db.prepare("SELECT id, updates FROM waitlist WHERE email_key = ?");
  const remove = db.prepare("DELETE FROM waitlist WHERE email_key = ?");
  const removeUpdatedBefore = db.prepare("DELETE FROM waitlist WHERE updated_at < ?");
  return {
    ...outboxTable(db, "waitlist", toStoredWaitlistEntry),

    async upsert(entry) {
      const repeat = byKey.get(entry.idempotencyKey) as MessageRow | undefined;
      if (repeat) return waitlistOutcome(repeat, false);
      const row = newWaitlistRow(entry);
      const [changed] = allRows(upsert, row);
      if (changed) return waitlistOutcome(changed, true);
      return waitlistOutcome(byAddress.get(row.emailKey) as MessageRow, false);
    },

    async remove(email) {
      return Number(remove.run(waitlistEmailKey(email)).changes);
    },

    async removeUpdatedBefore(before) {
      // ISO 8601 times in UTC compare as text.
      return Number(removeUpdatedBefore.run(before.toISOString()).changes);
    },
  };
}

/**
 * The outbox statements of one table (docs/decisions/006): claim, record, release, list. The
 * table name is one of ours, never input.
 */
function outboxTable<Item extends OutboxItem>(
  db: DatabaseSync,
  table: "messages" | "waitlist",
  toItem: (row: MessageRow) => Item,
): OutboxQueue<Item> {
  const statements = {
    // One statement, so a second process on the same file (SQLite lets one writer in at a time)
    // can never claim the same message.
    claimNext: db.prepare(`
      UPDATE ${table} SET next_attempt_at = :leaseUntil, lease = :lease
      WHERE id = (
        SELECT id FROM ${table} WHERE delivery_state = 'pending' AND next_attempt_at <= :now
        ORDER BY next_attempt_at, received_at LIMIT 1)
      RETURNING *`),
    markDelivered: db.prepare(`
      UPDATE ${table} SET delivery_state = 'delivered', delivered_at = :deliveredAt, attempts = attempts + 1,
        last_error = NULL, lease = NULL
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    recordFailure: db.prepare(`
      UPDATE ${table} SET attempts = attempts + 1, last_error = :error, next_attempt_at = :nextAttemptAt, lease = NULL,
        delivery_state = CASE WHEN :giveUp THEN 'failed' ELSE 'pending' END
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    release: db.prepare(`
      UPDATE ${table} SET next_attempt_at = :now, lease = NULL
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    nextDue: db.prepare(`SELECT min(next_attempt_at) AS due FROM ${table} WHERE delivery_state = 'pending'`),
    requeueFailed: db.prepare(`
      UPDATE ${table} SET delivery_state = 'pending', attempts = 0, next_attempt_at = 0, last_error = NULL
      WHERE delivery_state = 'failed' AND (:id IS NULL OR id = :id)`),
    byId: db.prepare(`SELECT * FROM ${table} WHERE id = ?`),
    list: db.prepare(`
      SELECT * FROM ${table} WHERE (:state IS NULL OR delivery_state = :state)
      ORDER BY received_at DESC, id LIMIT :limit`),
  };

  return {
    async claimNext(now, leaseUntil) {
      const lease = crypto.randomUUID();
      const [row] = allRows(statements.claimNext, { now, leaseUntil, lease });
      return row ? { message: toItem(row), lease } : undefined;
    },

    async markDelivered({ message, lease }, deliveredAt) {
      const { changes } = statements.markDelivered.run({
        id: message.id,
        lease,
        deliveredAt: deliveredAt.toISOString(),
      });
      return Number(changes) === 1;
    },

    async recordFailure({ message, lease }, error, nextAttemptAt) {
      const { changes } = statements.recordFailure.run({
        id: message.id,
        lease,
        error,
        nextAttemptAt: nextAttemptAt ?? 0,
        giveUp: nextAttemptAt === null ? 1 : 0,
      });
      return Number(changes) === 1;
    },

    async release({ message, lease }, now) {
      statements.release.run({ id: message.id, lease, now });
    },

    async nextDueAt() {
      const { due } = statements.nextDue.get() as { due: number | null };
      return due;
    },

    async requeueFailed(id) {
      return Number(statements.requeueFailed.run({ id: id ?? null }).changes);
    },

    async get(id) {
      const row = statements.byId.get(id) as MessageRow | undefined;
      return row ? toItem(row) : undefined;
    },

    async list({ state, limit = -1 } = {}) {
      return allRows(statements.list, { state: state ?? null, limit }).map(toItem);
    },
  };
}
