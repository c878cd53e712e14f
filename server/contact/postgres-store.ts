/**
 * The shared store of messages and waitlist entries: PostgreSQL through `pg`, used when DATABASE_URL is set, so that every
 * server instance behind a load balancer writes to, forwards from and rate-limits on the same
 * rows (docs/decisions/007). A commit is durable when it returns (synchronous_commit on, the
 * default), so "success" still means "on disk".
 *
 * Claims take the row with `FOR UPDATE SKIP LOCKED`: N workers on N instances each get a different
 * message, never the same one, and never wait on each other.
 */
import { Pool } from "pg";
import { secondsUntilFree, type RateLimit, type RateLimiter } from "#server/contact/rate-limit.ts";
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

const types = { length: "char_length", bigInteger: "BIGINT" };

// Two instances starting together must not both create the tables: the first holds this lock.
const schemaLockId = 0x5a4b0f;
const createSchema = `
  CREATE TABLE IF NOT EXISTS contact_messages (${messageColumns(types)}
  );
  CREATE TABLE IF NOT EXISTS waitlist_entries (${waitlistColumns(types)}
  );
  CREATE INDEX IF NOT EXISTS waitlist_entries_due ON waitlist_entries (delivery_state, next_attempt_at);
  -- Tables created before the languages (docs/decisions/015) gain the column; old rows are English.
  ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS ${languageColumn};
  ALTER TABLE waitlist_entries ADD COLUMN IF NOT EXISTS ${languageColumn};
  CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (delivery_state, next_attempt_at);
  CREATE INDEX IF NOT EXISTS contact_messages_received ON contact_messages (received_at);
  CREATE TABLE IF NOT EXISTS contact_rate_hits (
    id BIGSERIAL PRIMARY KEY,
    key TEXT NOT NULL,
    at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_rate_hits_key ON contact_rate_hits (key, at);
  CREATE INDEX IF NOT EXISTS contact_rate_hits_at ON contact_rate_hits (at);
  -- Takes a place for one post from an address, in one round trip: under the address's lock (one
  -- post per address at a time, across every instance), each statement of a VOLATILE function sees
  -- every hit committed before it. A hit need not survive a crash (a restart may forgive a few), so
  -- its commit waits for no fsync. Answers the new hit's id, or null and the oldest hit's time.
  CREATE OR REPLACE FUNCTION contact_rate_take(p_key TEXT, p_now BIGINT, p_window BIGINT, p_limit INTEGER,
    OUT hit_id BIGINT, OUT oldest BIGINT) LANGUAGE plpgsql VOLATILE AS $$
  BEGIN
    PERFORM set_config('synchronous_commit', 'off', true);
    PERFORM pg_advisory_xact_lock(hashtext(p_key));
    DELETE FROM contact_rate_hits WHERE key = p_key AND at <= p_now - p_window;
    SELECT min(at) INTO oldest FROM contact_rate_hits WHERE key = p_key;
    IF (SELECT count(*) FROM contact_rate_hits WHERE key = p_key) < p_limit THEN
      INSERT INTO contact_rate_hits (key, at) VALUES (p_key, p_now) RETURNING id INTO hit_id;
    END IF;
  END $$;
`;

export type PostgresMessageStore = MessageStore & {
  /**
   * The rate limit, kept in the same database so every instance counts the same posts. Hits of
   * addresses that never come back are forgotten once a window, so the table stays small.
   */
  rateLimiter(limit: RateLimit, now?: () => number): RateLimiter & { forgetExpired(): Promise<number> };
};

export async function openPostgresStore(connectionString: string): Promise<PostgresMessageStore> {
  // A few connections per instance: every statement is short, and a hung network fails fast.
  const pool = new Pool({ connectionString, max: 8, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    // An idle connection was cut (the database restarted): the pool opens a new one when needed.
  });
  try {
    const setup = await pool.connect();
    try {
      await setup.query("BEGIN");
      await setup.query("SELECT pg_advisory_xact_lock($1)", [schemaLockId]);
      await setup.query(createSchema);
      await setup.query("COMMIT");
    } catch (error) {
      // The first error is the reason; a failed ROLLBACK on a broken connection would hide it.
      await setup.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      setup.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const timers: NodeJS.Timeout[] = [];

  async function rows(sql: string, values: unknown[]): Promise<MessageRow[]> {
    return (await pool.query(sql, values)).rows as MessageRow[];
  }

  return {
    async insert(entry) {
      const row = newRow(entry);
      const [inserted] = await rows(
        `INSERT INTO contact_messages
           (id, received_at, name, email, subject, message, priority, idempotency_key, flags, delivery_state, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
        [
          row.id,
          row.receivedAt,
          row.name,
          row.email,
          row.subject,
          row.message,
          row.priority,
          row.idempotencyKey,
          row.flags,
          row.deliveryState,
          row.language,
        ],
      );
      if (inserted) return { id: String(inserted.id), created: true };
      const [existing] = await rows("SELECT id FROM contact_messages WHERE idempotency_key = $1", [row.idempotencyKey]);
      if (!existing) throw new Error("Idempotency key conflict without a stored message");
      return { id: String(existing.id), created: false };
    },

    ...outboxTable(pool, "contact_messages", toStoredMessage),
    waitlist: waitlistTable(pool),

    rateLimiter({ limit, windowMs }, now = Date.now) {
      async function forgetExpired(): Promise<number> {
        const { rowCount } = await pool.query("DELETE FROM contact_rate_hits WHERE at <= $1", [now() - windowMs]);
        return rowCount ?? 0;
      }
      const sweeper = setInterval(() => void forgetExpired().catch(() => undefined), windowMs);
      sweeper.unref();
      timers.push(sweeper);
      return {
        forgetExpired,
        async take(key) {
          const time = now();
          const [taken] = await rows("SELECT hit_id, oldest FROM contact_rate_take($1, $2, $3, $4)", [
            key,
            time,
            windowMs,
            limit,
          ]);
          const hitId = taken!.hit_id as string | null;
          const oldest = taken!.oldest;
          if (hitId === null)
            return { allowed: false, retryAfterSeconds: secondsUntilFree(Number(oldest), windowMs, time) };
          return {
            allowed: true,
            async giveBack() {
              await pool.query("DELETE FROM contact_rate_hits WHERE id = $1", [hitId]);
            },
          };
        },
      };
    },

    async close() {
      for (const timer of timers) clearInterval(timer);
      await pool.end();
    },
  };
}

async function query(pool: Pool, sql: string, values: unknown[]): Promise<MessageRow[]> {
  return (await pool.query(sql, values)).rows as MessageRow[];
}

function waitlistTable(pool: Pool): WaitlistStore {
  const upsert = waitlistUpsertSql("waitlist_entries", (index) => `$${index + 1}`);
  return {
    ...outboxTable(pool, "waitlist_entries", toStoredWaitlistEntry),

    async upsert(entry) {
      const [repeat] = await query(pool, "SELECT id, updates FROM waitlist_entries WHERE last_idempotency_key = $1", [
        entry.idempotencyKey,
      ]);
      if (repeat) return waitlistOutcome(repeat, false);
      const row = newWaitlistRow(entry);
      const [changed] = await query(
        pool,
        upsert,
        waitlistInsertFields.map((field) => row[field]),
      );
      if (changed) return waitlistOutcome(changed, true);
      const [listed] = await query(pool, "SELECT id, updates FROM waitlist_entries WHERE email_key = $1", [
        row.emailKey,
      ]);
      return waitlistOutcome(listed!, false);
    },

    async remove(email) {
      const { rowCount } = await pool.query("DELETE FROM waitlist_entries WHERE email_key = $1", [
        waitlistEmailKey(email),
      ]);
      return rowCount ?? 0;
    },

    async removeUpdatedBefore(before) {
      // ISO 8601 times in UTC compare as text.
      const { rowCount } = await pool.query("DELETE FROM waitlist_entries WHERE updated_at < $1", [
        before.toISOString(),
      ]);
      return rowCount ?? 0;
    },
  };
}

/**
 * The outbox queries of one table (docs/decisions/006 and 007); claims take the row with
 * `FOR UPDATE SKIP LOCKED`. The table name is one of ours, never input.
 */
function outboxTable<Item extends OutboxItem>(
  pool: Pool,
  table: "contact_messages" | "waitlist_entries",
  toItem: (row: MessageRow) => Item,
): OutboxQueue<Item> {
  const rows = (sql: string, values: unknown[]) => query(pool, sql, values);
  return {
    async claimNext(now, leaseUntil) {
      const lease = crypto.randomUUID();
      const [row] = await rows(
        `UPDATE ${table} SET next_attempt_at = $2, lease = $3
         WHERE id = (
           SELECT id FROM ${table} WHERE delivery_state = 'pending' AND next_attempt_at <= $1
           ORDER BY next_attempt_at, received_at LIMIT 1
           FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, leaseUntil, lease],
      );
      return row ? { message: toItem(row), lease } : undefined;
    },

    async markDelivered({ message, lease }, deliveredAt) {
      const { rowCount } = await pool.query(
        `UPDATE ${table} SET delivery_state = 'delivered', delivered_at = $3, attempts = attempts + 1,
           last_error = NULL, lease = NULL
         WHERE id = $1 AND lease = $2 AND delivery_state = 'pending'`,
        [message.id, lease, deliveredAt.toISOString()],
      );
      return rowCount === 1;
    },

    async recordFailure({ message, lease }, error, nextAttemptAt) {
      const { rowCount } = await pool.query(
        `UPDATE ${table} SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4, lease = NULL,
           delivery_state = CASE WHEN $5 THEN 'failed' ELSE 'pending' END
         WHERE id = $1 AND lease = $2 AND delivery_state = 'pending'`,
        [message.id, lease, error, nextAttemptAt ?? 0, nextAttemptAt === null],
      );
      return rowCount === 1;
    },

    async release({ message, lease }, now) {
      await pool.query(
        `UPDATE ${table} SET next_attempt_at = $3, lease = NULL
         WHERE id = $1 AND lease = $2 AND delivery_state = 'pending'`,
        [message.id, lease, now],
      );
    },

    async nextDueAt() {
      const [row] = await rows(`SELECT min(next_attempt_at) AS due FROM ${table} WHERE delivery_state = 'pending'`, []);
      return row?.due === null || row?.due === undefined ? null : Number(row.due);
    },

    async requeueFailed(id) {
      const { rowCount } = await pool.query(
        `UPDATE ${table} SET delivery_state = 'pending', attempts = 0, next_attempt_at = 0, last_error = NULL
         WHERE delivery_state = 'failed' AND ($1::text IS NULL OR id = $1)`,
        [id ?? null],
      );
      return rowCount ?? 0;
    },

    async get(id) {
      const [row] = await rows(`SELECT * FROM ${table} WHERE id = $1`, [id]);
      return row ? toItem(row) : undefined;
    },

    async list({ state, limit } = {}) {
      return (
        await rows(
          `SELECT * FROM ${table} WHERE ($1::text IS NULL OR delivery_state = $1)
           ORDER BY received_at DESC, id LIMIT $2`,
          [state ?? null, limit ?? null],
        )
      ).map(toItem);
    },
  };
}
