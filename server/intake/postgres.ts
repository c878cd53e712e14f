/** Shared by every instance (D20); a commit is durable when it returns (synchronous_commit on, the default). */
import { Pool } from "pg";
import type { Row, Sql } from "#server/intake/kind.ts";
import { secondsUntilFree, type RateLimit, type RateLimiter } from "#server/intake/rate-limit.ts";
import { intakeStore, type Database, type IntakeStore } from "#server/intake/store.ts";

// Two instances starting together must not both change the schema: the first holds this lock.
const schemaLockId = 0x5a4b0f;

const rateLimitSchema = [
  `CREATE TABLE IF NOT EXISTS intake_rate_hits (id BIGSERIAL PRIMARY KEY, key TEXT NOT NULL, at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS intake_rate_hits_key ON intake_rate_hits (key, at)`,
  `CREATE INDEX IF NOT EXISTS intake_rate_hits_at ON intake_rate_hits (at)`,
  // One round trip: under the address's lock (one post per address at a time, on every instance) each
  // statement of a VOLATILE function sees every committed hit. A hit need not survive a crash: no fsync.
  `CREATE OR REPLACE FUNCTION intake_rate_take(p_key TEXT, p_now BIGINT, p_window BIGINT, p_limit INTEGER,
    OUT hit_id BIGINT, OUT oldest BIGINT) LANGUAGE plpgsql VOLATILE AS $$
  BEGIN
    PERFORM set_config('synchronous_commit', 'off', true);
    PERFORM pg_advisory_xact_lock(hashtext(p_key));
    DELETE FROM intake_rate_hits WHERE key = p_key AND at <= p_now - p_window;
    SELECT min(at) INTO oldest FROM intake_rate_hits WHERE key = p_key;
    IF (SELECT count(*) FROM intake_rate_hits WHERE key = p_key) < p_limit THEN
      INSERT INTO intake_rate_hits (key, at) VALUES (p_key, p_now) RETURNING id INTO hit_id;
    END IF;
  END $$`,
];

export type PostgresIntakeStore = IntakeStore & {
  /** Every instance counts the same posts; expired hits are swept once a window, so the table stays small. */
  rateLimiter(limit: RateLimit, now?: () => number): RateLimiter & { forgetExpired(): Promise<number> };
};

export async function openPostgresStore(connectionString: string): Promise<PostgresIntakeStore> {
  // A few connections per instance: every statement is short, and a hung network fails fast.
  const pool = new Pool({ connectionString, max: 8, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    // An idle connection was cut (the database restarted): the pool opens a new one when needed.
  });
  const sql: Sql = {
    rows: async (text, values) => (await pool.query(text, values as unknown[])).rows as Row[],
    value: (n) => `$${n}`,
    textValue: (n) => `$${n}::text`,
    length: "char_length",
    bigInteger: "BIGINT",
    skipLocked: " FOR UPDATE SKIP LOCKED",
    limit: (n) => `$${n}`,
  };
  const timers: NodeJS.Timeout[] = [];
  const database: Database = {
    sql,
    which: "postgres",
    tableOptions: "",
    async migrate(plan) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [schemaLockId]);
        const { rows } = await client.query<{ table_name: string; column_name: string }>(
          "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()",
        );
        const columnsOf = (table: string) =>
          rows.filter((row) => row.table_name === table).map((row) => row.column_name);
        for (const change of [...plan(columnsOf), ...rateLimitSchema]) await client.query(change);
        await client.query("COMMIT");
      } catch (error) {
        // The first error is the reason; a failed ROLLBACK on a broken connection would hide it.
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      await pool.end();
    },
  };
  let store: IntakeStore;
  try {
    store = await intakeStore(database);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  return {
    ...store,
    rateLimiter({ limit, windowMs }, now = Date.now) {
      async function forgetExpired(): Promise<number> {
        const { rowCount } = await pool.query("DELETE FROM intake_rate_hits WHERE at <= $1", [now() - windowMs]);
        return rowCount ?? 0;
      }
      const sweeper = setInterval(() => void forgetExpired().catch(() => undefined), windowMs);
      sweeper.unref();
      timers.push(sweeper);
      return {
        forgetExpired,
        async take(key) {
          const time = now();
          const [taken] = await sql.rows("SELECT hit_id, oldest FROM intake_rate_take($1, $2, $3, $4)", [
            key,
            time,
            windowMs,
            limit,
          ]);
          const hitId = taken!.hit_id as string | null;
          if (hitId === null)
            return { allowed: false, retryAfterSeconds: secondsUntilFree(Number(taken!.oldest), windowMs, time) };
          return {
            allowed: true,
            async giveBack() {
              await pool.query("DELETE FROM intake_rate_hits WHERE id = $1", [hitId]);
            },
          };
        },
      };
    },
  };
}
