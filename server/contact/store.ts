/**
 * Durable storage of contact messages in SQLite through node:sqlite (docs/decisions/002). The
 * table is also the outbox: each row carries its delivery state, so forwarding survives restarts.
 *
 * Every call is synchronous: when insert() returns, the row is committed (WAL, synchronous=FULL),
 * which is what lets the endpoint answer "success" only for a message that is really kept.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import { contactLimits, type ContactMessage, type ContactPriority } from "#app/lib/contact.ts";

/**
 * pending: waiting to be forwarded (or kept here when no forwarding is configured);
 * delivered: the spreadsheet script confirmed it, never sent again;
 * failed: gave up after the last retry, until `npm run messages -- retry` queues it again;
 * held: flagged as likely spam, kept for a person to read but never forwarded.
 */
export type DeliveryState = "pending" | "delivered" | "failed" | "held";

/** Why a message was held: the honeypot was filled in, or the form was sent impossibly fast. */
export type SpamFlag = "honeypot" | "too-fast";

export type StoredMessage = ContactMessage & {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  idempotencyKey: string;
  flags: SpamFlag[];
  deliveryState: DeliveryState;
  attempts: number;
  /** Epoch milliseconds; while an attempt is under way, the end of its lease. */
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
};

export type NewMessage = { message: ContactMessage; idempotencyKey: string; flags: SpamFlag[]; receivedAt: Date };

// Version 1 of the schema. The CHECKs repeat the endpoint's rules (D14), so not even a bug in the
// code above can store a row the form would refuse; SQLite's length() counts characters as zod does.
const schemaVersion = 1;
const createSchema = `
  CREATE TABLE messages (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND ${contactLimits.name}),
    email TEXT NOT NULL CHECK (length(email) BETWEEN 1 AND ${contactLimits.email}),
    subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND ${contactLimits.subject}),
    message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND ${contactLimits.message}),
    priority TEXT NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
    idempotency_key TEXT NOT NULL UNIQUE,
    flags TEXT NOT NULL DEFAULT '',
    delivery_state TEXT NOT NULL CHECK (delivery_state IN ('pending', 'delivered', 'failed', 'held')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at TEXT
  ) STRICT;
  CREATE INDEX messages_due ON messages (delivery_state, next_attempt_at);
  PRAGMA user_version = ${schemaVersion};
`;

type Row = Record<string, SQLOutputValue>;

function toMessage(row: Row): StoredMessage {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    priority: String(row.priority) as ContactPriority,
    idempotencyKey: String(row.idempotency_key),
    flags: row.flags ? (String(row.flags).split(",") as SpamFlag[]) : [],
    deliveryState: String(row.delivery_state) as DeliveryState,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    deliveredAt: row.delivered_at === null ? null : String(row.delivered_at),
  };
}

export type MessageStore = ReturnType<typeof openMessageStore>;

/** Opens (and on first use creates) the database file, with its folder. */
export function openMessageStore(path: string) {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL: readers (the messages command) never block the server's writes. synchronous=FULL: a
  // commit is on disk before insert() returns, so an acknowledged message survives a power cut.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  if (version === 0) db.exec(`BEGIN; ${createSchema} COMMIT;`);
  else if (version !== schemaVersion) throw new Error(`${path}: unknown schema version ${version}`);

  const statements = {
    insert: db.prepare(`
      INSERT INTO messages (id, received_at, name, email, subject, message, priority, idempotency_key, flags, delivery_state)
      VALUES (:id, :receivedAt, :name, :email, :subject, :message, :priority, :idempotencyKey, :flags, :deliveryState)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id`),
    idForKey: db.prepare("SELECT id FROM messages WHERE idempotency_key = ?"),
    // Claims due messages for one attempt by pushing their next attempt to the end of a lease, in
    // the same statement: a second process on the same file cannot claim them meanwhile, and if
    // this one dies mid-attempt they become due again when the lease runs out.
    claimDue: db.prepare(`
      UPDATE messages SET next_attempt_at = :leaseUntil
      WHERE id IN (
        SELECT id FROM messages WHERE delivery_state = 'pending' AND next_attempt_at <= :now
        ORDER BY next_attempt_at, received_at LIMIT :limit)
      RETURNING *`),
    markDelivered: db.prepare(`
      UPDATE messages SET delivery_state = 'delivered', delivered_at = :deliveredAt, attempts = attempts + 1,
        last_error = NULL
      WHERE id = :id AND delivery_state = 'pending'`),
    recordFailure: db.prepare(`
      UPDATE messages SET attempts = attempts + 1, last_error = :error, next_attempt_at = :nextAttemptAt,
        delivery_state = CASE WHEN :giveUp THEN 'failed' ELSE 'pending' END
      WHERE id = :id AND delivery_state = 'pending'`),
    release: db.prepare("UPDATE messages SET next_attempt_at = :now WHERE id = :id AND delivery_state = 'pending'"),
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
    /** Stores a message once per idempotency key; a repeated key returns the first message's id. */
    insert({ message, idempotencyKey, flags, receivedAt }: NewMessage): { id: string; created: boolean } {
      const inserted = statements.insert.get({
        id: crypto.randomUUID(),
        receivedAt: receivedAt.toISOString(),
        ...message,
        idempotencyKey,
        flags: flags.join(","),
        deliveryState: flags.length > 0 ? "held" : "pending",
      });
      if (inserted) return { id: String(inserted.id), created: true };
      const existing = statements.idForKey.get(idempotencyKey);
      if (!existing) throw new Error("Idempotency key conflict without a stored message");
      return { id: String(existing.id), created: false };
    },

    claimDue(now: number, leaseMs: number, limit: number): StoredMessage[] {
      return (statements.claimDue.all({ now, leaseUntil: now + leaseMs, limit }) as Row[]).map(toMessage);
    },

    markDelivered(id: string, deliveredAt: Date): void {
      statements.markDelivered.run({ id, deliveredAt: deliveredAt.toISOString() });
    },

    /** Counts a failed attempt; with no next attempt the message is marked failed. */
    recordFailure(id: string, error: string, nextAttemptAt: number | null): void {
      statements.recordFailure.run({
        id,
        error,
        nextAttemptAt: nextAttemptAt ?? 0,
        giveUp: nextAttemptAt === null ? 1 : 0,
      });
    },

    /** Gives back a claimed message without counting an attempt (the server is stopping). */
    release(id: string, now: number): void {
      statements.release.run({ id, now });
    },

    /** When the next pending message is due (epoch ms), if any. */
    nextDueAt(): number | null {
      const { due } = statements.nextDue.get() as { due: number | null };
      return due;
    },

    /** Queues failed messages (all, or the one with `id`) for delivery again; returns how many. */
    requeueFailed(id?: string): number {
      return Number(statements.requeueFailed.run({ id: id ?? null }).changes);
    },

    get(id: string): StoredMessage | undefined {
      const row = statements.byId.get(id) as Row | undefined;
      return row ? toMessage(row) : undefined;
    },

    /** Newest first, optionally only one delivery state. */
    list({ state, limit = -1 }: { state?: DeliveryState; limit?: number } = {}): StoredMessage[] {
      return (statements.list.all({ state: state ?? null, limit }) as Row[]).map(toMessage);
    },

    /** The connection's journal mode and synchronous level (2 is FULL). */
    durability(): { journalMode: string; synchronous: number } {
      const { journal_mode: journalMode } = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      const { synchronous } = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
      return { journalMode, synchronous };
    },

    /** `PRAGMA integrity_check`: "ok" when the file is sound. */
    integrityCheck(): string {
      const rows = db.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
      return rows.map((row) => row.integrity_check).join("; ");
    },

    close(): void {
      if (db.isOpen) db.close();
    },
  };
}
