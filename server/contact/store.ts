/**
 * Durable storage of contact messages (docs/decisions/006 and 007): what every store does, whatever
 * keeps the rows. SQLite (server/contact/sqlite-store.ts) is the embedded default; with
 * DATABASE_URL set, PostgreSQL (server/contact/postgres-store.ts) holds them for every instance
 * behind a load balancer. The table is also the outbox: each row carries its delivery state, so
 * forwarding survives restarts and is shared between instances.
 *
 * A message is claimed for one delivery attempt under a lease named by a random token: only the
 * holder of the current token can record the attempt's outcome, so a worker whose lease ran out
 * (a hung process, a paused VM) can never overwrite what another worker did since.
 */
import { contactLimits, contactPriorities, type ContactMessage, type ContactPriority } from "#app/lib/contact.ts";

/**
 * pending: waiting to be forwarded (or kept here when no forwarding is configured);
 * delivered: the spreadsheet script confirmed it, never sent again;
 * failed: gave up after the last attempt, until `npm run messages -- retry` queues it again;
 * held: flagged as likely spam, kept for a person to read but never forwarded.
 */
export const deliveryStates = ["pending", "delivered", "failed", "held"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

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
  /** The code of the language the visitor wrote from (the page's); "en" for messages stored before languages. */
  language: string;
};

export type NewMessage = {
  message: ContactMessage;
  idempotencyKey: string;
  flags: SpamFlag[];
  receivedAt: Date;
  /** The page's language code; English when not given. */
  language?: string;
};

/** A message claimed for one attempt: `lease` must be shown to record how the attempt went. */
export type Claim = { message: StoredMessage; lease: string };

export type MessageStore = {
  /** Stores a message once per idempotency key; a repeated key returns the first message's id. */
  insert(entry: NewMessage): Promise<{ id: string; created: boolean }>;
  /** Claims the longest-waiting due message, leased until `leaseUntil` (epoch ms); none when nothing is due. */
  claimNext(now: number, leaseUntil: number): Promise<Claim | undefined>;
  /** Records a delivery; false when the lease was lost meanwhile. */
  markDelivered(claim: Claim, deliveredAt: Date): Promise<boolean>;
  /** Counts a failed attempt; with no next attempt the message is marked failed. */
  recordFailure(claim: Claim, error: string, nextAttemptAt: number | null): Promise<boolean>;
  /** Gives a claimed message back without counting an attempt (the server is stopping). */
  release(claim: Claim, now: number): Promise<void>;
  /** When the next pending message is due (epoch ms), if any. */
  nextDueAt(): Promise<number | null>;
  /** Queues failed messages (all, or the one with `id`) for delivery again; returns how many. */
  requeueFailed(id?: string): Promise<number>;
  get(id: string): Promise<StoredMessage | undefined>;
  /** Newest first, optionally only one delivery state. */
  list(options?: { state?: DeliveryState; limit?: number }): Promise<StoredMessage[]>;
  close(): Promise<void>;
};

/** `'a', 'b'`: a list of known words for an SQL `IN (…)` CHECK, from the tuple the code uses. */
export function sqlWordList(values: readonly string[]): string {
  for (const value of values) if (!/^[a-z-]+$/.test(value)) throw new Error(`Not a plain word: ${value}`);
  return values.map((value) => `'${value}'`).join(", ");
}

export const priorityWords = sqlWordList(contactPriorities);
export const deliveryStateWords = sqlWordList(deliveryStates);

/**
 * The message table's columns, the same in both databases but for the names of two things. The
 * CHECKs repeat the endpoint's rules (D14), so not even a bug in the code can store a row the form
 * would refuse; both `length` functions count characters, as zod does.
 */
/** Added by the languages (docs/decisions/015): older rows, and older servers' inserts, are English. */
export const languageColumn = "language TEXT NOT NULL DEFAULT 'en'";

export function messageColumns({ length, bigInteger }: { length: string; bigInteger: string }): string {
  return `
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL CHECK (${length}(name) BETWEEN 1 AND ${contactLimits.name}),
    email TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${contactLimits.email}),
    subject TEXT NOT NULL CHECK (${length}(subject) BETWEEN 1 AND ${contactLimits.subject}),
    message TEXT NOT NULL CHECK (${length}(message) BETWEEN 1 AND ${contactLimits.message}),
    priority TEXT NOT NULL CHECK (priority IN (${priorityWords})),
    idempotency_key TEXT NOT NULL UNIQUE,
    flags TEXT NOT NULL DEFAULT '',
    delivery_state TEXT NOT NULL CHECK (delivery_state IN (${deliveryStateWords})),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${bigInteger} NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at TEXT,
    lease TEXT,
    ${languageColumn}`;
}

/** A row as both databases return it (snake_case columns, numbers possibly as strings). */
export type MessageRow = Record<string, unknown>;

export function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    language: String(row.language ?? "en"),
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

/** The columns of a new row, named as in both schemas. */
export function newRow({ message, idempotencyKey, flags, receivedAt, language = "en" }: NewMessage) {
  return {
    id: crypto.randomUUID(),
    receivedAt: receivedAt.toISOString(),
    ...message,
    language,
    idempotencyKey,
    flags: flags.join(","),
    deliveryState: (flags.length > 0 ? "held" : "pending") satisfies DeliveryState,
  };
}
