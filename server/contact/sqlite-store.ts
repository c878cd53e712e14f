/**
 * The embedded message store: one SQLite file through node:sqlite (docs/decisions/006), for a
 * single server. Every statement is synchronous: when insert() resolves, the row is committed
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
  toStoredMessage,
  type MessageRow,
  type MessageStore,
} from "#server/contact/store.ts";

// SQLite's INTEGER holds 64 bits; STRICT refuses a value of the wrong type instead of storing it.
const schemaVersion = 3;
const createSchema = `
  CREATE TABLE messages (${messageColumns({ length: "length", bigInteger: "INTEGER" })}
  ) STRICT;
  CREATE INDEX messages_due ON messages (delivery_state, next_attempt_at);
`;
/** Version 1 had no lease column (claims were batches under one shared lease); 2 no language. */
const addLanguage = `ALTER TABLE messages ADD COLUMN ${languageColumn};`;
const migrations: Record<number, string> = {
  1: `ALTER TABLE messages ADD COLUMN lease TEXT; ${addLanguage}`,
  2: addLanguage,
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
  else if (migrations[version])
    db.exec(`BEGIN; ${migrations[version]} PRAGMA user_version = ${schemaVersion}; COMMIT;`);
  else if (version !== schemaVersion) throw new Error(`${path}: unknown schema version ${version}`);

  const statements = {
    insert: db.prepare(`
      INSERT INTO messages (id, received_at, name, email, subject, message, priority, idempotency_key, flags, delivery_state, language)
      VALUES (:id, :receivedAt, :name, :email, :subject, :message, :priority, :idempotencyKey, :flags, :deliveryState, :language)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id`),
    idForKey: db.prepare("SELECT id FROM messages WHERE idempotency_key = ?"),
    // One statement, so a second process on the same file (SQLite lets one writer in at a time)
    // can never claim the same message.
    claimNext: db.prepare(`
      UPDATE messages SET next_attempt_at = :leaseUntil, lease = :lease
      WHERE id = (
        SELECT id FROM messages WHERE delivery_state = 'pending' AND next_attempt_at <= :now
        ORDER BY next_attempt_at, received_at LIMIT 1)
      RETURNING *`),
    markDelivered: db.prepare(`
      UPDATE messages SET delivery_state = 'delivered', delivered_at = :deliveredAt, attempts = attempts + 1,
        last_error = NULL, lease = NULL
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    recordFailure: db.prepare(`
      UPDATE messages SET attempts = attempts + 1, last_error = :error, next_attempt_at = :nextAttemptAt, lease = NULL,
        delivery_state = CASE WHEN :giveUp THEN 'failed' ELSE 'pending' END
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    release: db.prepare(`
      UPDATE messages SET next_attempt_at = :now, lease = NULL
      WHERE id = :id AND lease = :lease AND delivery_state = 'pending'`),
    nextDue: db.prepare("SELECT min(next_attempt_at) AS due FROM messages WHERE delivery_state = 'pending'"),
    requeueFailed: db.prepare(`
      UPDATE messages SET delivery_state = 'pending', attempts = 0, next_attempt_at = 0, last_error = NULL
      WHERE delivery_state = 'failed' AND (:id IS NULL OR id = :id)`),
    byId: db.prepare("SELECT * FROM messages WHERE id = ?"),
    list: db.prepare(`
      SELECT * FROM messages WHERE (:state IS NULL OR delivery_state = :state)
      ORDER BY received_at DESC, id LIMIT :limit`),
  };

  return {
    async insert(entry) {
      const row = newRow(entry);
      const [inserted] = allRows(statements.insert, row);
      if (inserted) return { id: String(inserted.id), created: true };
      const existing = statements.idForKey.get(row.idempotencyKey);
      if (!existing) throw new Error("Idempotency key conflict without a stored message");
      return { id: String(existing.id), created: false };
    },

    async claimNext(now, leaseUntil) {
      const lease = crypto.randomUUID();
      const [row] = allRows(statements.claimNext, { now, leaseUntil, lease });
      return row ? { message: toStoredMessage(row), lease } : undefined;
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
      return row ? toStoredMessage(row) : undefined;
    },

    async list({ state, limit = -1 } = {}) {
      return allRows(statements.list, { state: state ?? null, limit }).map(toStoredMessage);
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
