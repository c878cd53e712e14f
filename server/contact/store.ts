/**
 * Durable storage of contact messages and waitlist entries (docs/decisions/006, 007 and 012): what
 * every store does, whatever keeps the rows. SQLite (server/contact/sqlite-store.ts) is the embedded default; with
 * DATABASE_URL set, PostgreSQL (server/contact/postgres-store.ts) holds them for every instance
 * behind a load balancer. The table is also the outbox: each row carries its delivery state, so
 * forwarding survives restarts and is shared between instances. Messages and waitlist entries
 * are two tables with the same outbox columns (`outboxColumns`), each an `OutboxQueue`.
 *
 * A message is claimed for one delivery attempt under a lease named by a random token: only the
 * holder of the current token can record the attempt's outcome, so a worker whose lease ran out
 * (a hung process, a paused VM) can never overwrite what another worker did since.
 */
import { countryCodes } from "#app/content/countries.ts";
import { contactLimits, contactPriorities, type ContactMessage, type ContactPriority } from "#app/lib/contact.ts";
import {
  waitlistEmailKey,
  waitlistLimits,
  waitlistSources,
  type WaitlistEntry,
  type WaitlistSource,
} from "#app/lib/waitlist.ts";

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

/** What every row of an outbox table carries besides its own fields. */
export type OutboxItem = {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
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

export type StoredMessage = ContactMessage & OutboxItem & { idempotencyKey: string };

/** What every new submission carries besides its fields. */
type Intake = {
  idempotencyKey: string;
  flags: SpamFlag[];
  receivedAt: Date;
  /** The page's language code; English when not given. */
  language?: string;
};

export type NewMessage = Intake & { message: ContactMessage };

/** A submission claimed for one attempt: `lease` must be shown to record how the attempt went. */
export type Claim<Item extends OutboxItem = StoredMessage> = { message: Item; lease: string };

/** What the outbox worker (server/contact/outbox.ts) needs of a table. */
export type OutboxQueue<Item extends OutboxItem> = {
  /** Claims the longest-waiting due message, leased until `leaseUntil` (epoch ms); none when nothing is due. */
  claimNext(now: number, leaseUntil: number): Promise<Claim<Item> | undefined>;
  /** Records a delivery; false when the lease was lost meanwhile. */
  markDelivered(claim: Claim<Item>, deliveredAt: Date): Promise<boolean>;
  /** Counts a failed attempt; with no next attempt the item is marked failed. */
  recordFailure(claim: Claim<Item>, error: string, nextAttemptAt: number | null): Promise<boolean>;
  /** Gives a claimed item back without counting an attempt (the server is stopping). */
  release(claim: Claim<Item>, now: number): Promise<void>;
  /** When the next pending item is due (epoch ms), if any. */
  nextDueAt(): Promise<number | null>;
  /** Queues failed items (all, or the one with `id`) for delivery again; returns how many. */
  requeueFailed(id?: string): Promise<number>;
  get(id: string): Promise<Item | undefined>;
  /** Newest first, optionally only one delivery state. */
  list(options?: { state?: DeliveryState; limit?: number }): Promise<Item[]>;
};

/** A waitlist entry as kept: one per address, updated when the same address joins again. */
export type StoredWaitlistEntry = Omit<WaitlistEntry, "consent"> &
  OutboxItem & {
    /** When the address last joined or changed its details (ISO 8601, UTC). */
    updatedAt: string;
    /** When the visitor last ticked the consent box: the entry's legal basis. */
    consentedAt: string;
    /** How many times the same address joined again. */
    updates: number;
  };

export type NewWaitlistEntry = Intake & { entry: WaitlistEntry };

/**
 * created: a new entry; updated: the address was listed and its details were changed (both are
 * forwarded); alreadyListed: what the visitor is told, also when a retried post repeats an update.
 */
export type WaitlistOutcome = { id: string; created: boolean; updated: boolean; alreadyListed: boolean };

export type WaitlistStore = OutboxQueue<StoredWaitlistEntry> & {
  /**
   * One entry per address (trimmed, case-insensitive): a new address is added, a listed one
   * updated. A flagged post never changes a listed address; a repeated idempotency key changes
   * nothing and is answered as the first time.
   */
  upsert(entry: NewWaitlistEntry): Promise<WaitlistOutcome>;
  /** Deletes the address's entry (a removal request); returns how many were deleted (0 or 1). */
  remove(email: string): Promise<number>;
  /** Deletes entries last joined or updated before `before` (the privacy policy's retention); returns how many. */
  removeUpdatedBefore(before: Date): Promise<number>;
};

export type MessageStore = OutboxQueue<StoredMessage> & {
  /** Stores a message once per idempotency key; a repeated key returns the first message's id. */
  insert(entry: NewMessage): Promise<{ id: string; created: boolean }>;
  /** The waitlist, kept in the same database. */
  waitlist: WaitlistStore;
  close(): Promise<void>;
};

/** `'a', 'b'`: a list of known words for an SQL `IN (…)` CHECK, from the tuple the code uses. */
export function sqlWordList(values: readonly string[]): string {
  for (const value of values) if (!/^[A-Za-z-]+$/.test(value)) throw new Error(`Not a plain word: ${value}`);
  return values.map((value) => `'${value}'`).join(", ");
}

export const priorityWords = sqlWordList(contactPriorities);
export const deliveryStateWords = sqlWordList(deliveryStates);
const countryWords = sqlWordList(countryCodes);
const sourceWords = sqlWordList(waitlistSources);

/** Added by the languages (docs/decisions/015): older rows, and older servers' inserts, are English. */
export const languageColumn = "language TEXT NOT NULL DEFAULT 'en'";

/** The columns every outbox table ends with: its delivery state, the current claim and the visitor's language. */
function outboxColumns(bigInteger: string): string {
  return `
    flags TEXT NOT NULL DEFAULT '',
    delivery_state TEXT NOT NULL CHECK (delivery_state IN (${deliveryStateWords})),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${bigInteger} NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at TEXT,
    lease TEXT,
    ${languageColumn}`;
}

type ColumnTypes = { length: string; bigInteger: string };

/**
 * The message table's columns, the same in both databases but for the names of two things. The
 * CHECKs repeat the endpoint's rules (D14), so not even a bug in the code can store a row the form
 * would refuse; both `length` functions count characters, as zod does.
 */
export function messageColumns({ length, bigInteger }: ColumnTypes): string {
  return `
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL CHECK (${length}(name) BETWEEN 1 AND ${contactLimits.name}),
    email TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${contactLimits.email}),
    subject TEXT NOT NULL CHECK (${length}(subject) BETWEEN 1 AND ${contactLimits.subject}),
    message TEXT NOT NULL CHECK (${length}(message) BETWEEN 1 AND ${contactLimits.message}),
    priority TEXT NOT NULL CHECK (priority IN (${priorityWords})),
    idempotency_key TEXT NOT NULL UNIQUE,${outboxColumns(bigInteger)}`;
}

/**
 * The waitlist table's columns: one row per `email_key` (the address trimmed and in lower case),
 * with the CHECKs of the form's rules; the country columns accept ISO 3166 codes only.
 */
export function waitlistColumns({ length, bigInteger }: ColumnTypes): string {
  return `
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    email TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${waitlistLimits.email}),
    email_key TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL CHECK (${length}(first_name) <= ${waitlistLimits.firstName}),
    residence TEXT NOT NULL CHECK (residence IN (${countryWords})),
    destination TEXT NOT NULL CHECK (destination IN (${countryWords})),
    source TEXT NOT NULL CHECK (source IN (${sourceWords})),
    consented_at TEXT NOT NULL,
    last_idempotency_key TEXT NOT NULL,
    updates INTEGER NOT NULL DEFAULT 0,${outboxColumns(bigInteger)}`;
}

/** A row as both databases return it (snake_case columns, numbers possibly as strings). */
export type MessageRow = Record<string, unknown>;

function toOutboxItem(row: MessageRow): OutboxItem {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    language: String(row.language ?? "en"),
    flags: row.flags ? (String(row.flags).split(",") as SpamFlag[]) : [],
    deliveryState: String(row.delivery_state) as DeliveryState,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    deliveredAt: row.delivered_at === null ? null : String(row.delivered_at),
  };
}

export function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    ...toOutboxItem(row),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    priority: String(row.priority) as ContactPriority,
    idempotencyKey: String(row.idempotency_key),
  };
}

export function toStoredWaitlistEntry(row: MessageRow): StoredWaitlistEntry {
  return {
    ...toOutboxItem(row),
    email: String(row.email),
    firstName: String(row.first_name),
    residence: String(row.residence) as StoredWaitlistEntry["residence"],
    destination: String(row.destination) as StoredWaitlistEntry["destination"],
    source: String(row.source) as WaitlistSource,
    updatedAt: String(row.updated_at),
    consentedAt: String(row.consented_at),
    updates: Number(row.updates),
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

/** The columns of a waitlist row, new or replacing a listed address's details. */
export function newWaitlistRow({ entry, idempotencyKey, flags, receivedAt, language = "en" }: NewWaitlistEntry) {
  const at = receivedAt.toISOString();
  return {
    id: crypto.randomUUID(),
    receivedAt: at,
    updatedAt: at,
    email: entry.email,
    emailKey: waitlistEmailKey(entry.email),
    firstName: entry.firstName,
    residence: entry.residence,
    destination: entry.destination,
    source: entry.source,
    consentedAt: at,
    idempotencyKey,
    flags: flags.join(","),
    language,
    deliveryState: (flags.length > 0 ? "held" : "pending") satisfies DeliveryState,
  };
}

/**
 * What a waitlist post did, from the row it left: `changed` when this post added or updated it,
 * not when it repeated an idempotency key or was a flagged post for a listed address.
 */
export function waitlistOutcome(row: MessageRow, changed: boolean): WaitlistOutcome {
  const listedBefore = Number(row.updates) > 0;
  return {
    id: String(row.id),
    created: changed && !listedBefore,
    updated: changed && listedBefore,
    alreadyListed: listedBefore,
  };
}

/** The row's fields in insert order, named as newWaitlistRow names them. */
export const waitlistInsertFields = [
  "id",
  "receivedAt",
  "updatedAt",
  "email",
  "emailKey",
  "firstName",
  "residence",
  "destination",
  "source",
  "consentedAt",
  "idempotencyKey",
  "flags",
  "deliveryState",
  "language",
] as const;

/**
 * Adds an address, or updates a listed one with what was just typed (a blank first name keeps
 * the one given before) and queues it to be forwarded again; a flagged post changes nothing.
 * Returns the row's id and count of updates, or no row when nothing was changed. The same SQL
 * in both databases; `parameter(i)` writes the i-th (0-based) placeholder.
 */
export function waitlistUpsertSql(table: string, parameter: (index: number) => string): string {
  return `
    INSERT INTO ${table} (id, received_at, updated_at, email, email_key, first_name, residence, destination, source,
      consented_at, last_idempotency_key, flags, delivery_state, language)
    VALUES (${waitlistInsertFields.map((_, index) => parameter(index)).join(", ")})
    ON CONFLICT (email_key) DO UPDATE SET
      updated_at = excluded.updated_at, email = excluded.email,
      first_name = CASE WHEN excluded.first_name = '' THEN ${table}.first_name ELSE excluded.first_name END,
      residence = excluded.residence, destination = excluded.destination, source = excluded.source,
      consented_at = excluded.consented_at, last_idempotency_key = excluded.last_idempotency_key,
      language = excluded.language,
      updates = ${table}.updates + 1, flags = '', delivery_state = 'pending', attempts = 0, next_attempt_at = 0,
      last_error = NULL, delivered_at = NULL, lease = NULL
    WHERE excluded.flags = ''
    RETURNING id, updates`;
}
