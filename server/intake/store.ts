/** Every kind's table, which is also its outbox: the same statements in SQLite and PostgreSQL (docs/decisions/022). */
import { intakeKinds, type IntakeKinds } from "#server/intake/kinds/index.ts";
import { sqlWordList } from "#server/intake/sql.ts";
import {
  deliveryStates,
  type Column,
  type DeliveryState,
  type IntakeKind,
  type OutboxItem,
  type Row,
  type SpamFlag,
  type Sql,
  type SqlValue,
  type StoreOutcome,
  type Submission,
} from "#server/intake/kind.ts";

/** Only the holder of `lease` can record the attempt: one whose lease ran out never overwrites another's work. */
export type Claim<Item extends OutboxItem = OutboxItem> = { item: Item; lease: string };

export type OutboxQueue<Item extends OutboxItem = OutboxItem> = {
  /** The longest-waiting due item, leased until `leaseUntil` (epoch ms). */
  claimNext(now: number, leaseUntil: number): Promise<Claim<Item> | undefined>;
  /** False when the lease was lost meanwhile, as for recordFailure. */
  markDelivered(claim: Claim<Item>, deliveredAt: Date): Promise<boolean>;
  /** With no next attempt, the item is marked failed. */
  recordFailure(claim: Claim<Item>, error: string, nextAttemptAt: number | null): Promise<boolean>;
  /** Without counting an attempt (the server is stopping). */
  release(claim: Claim<Item>, now: number): Promise<void>;
  nextDueAt(): Promise<number | null>;
  requeueFailed(id?: string): Promise<number>;
  get(id: string): Promise<Item | undefined>;
  /** Newest first. */
  list(options?: { state?: DeliveryState; limit?: number }): Promise<Item[]>;
  /** Those whose id starts so: what a reference names (idPrefixOf in app/lib/intake.ts). */
  withIdPrefix(prefix: string): Promise<Item[]>;
  /** Counts by delivery state, and since when (epoch ms) the oldest pending or failed item has waited. */
  outboxFigures(): Promise<OutboxFigures>;
};

export type OutboxFigures = { counts: Record<DeliveryState, number>; oldestUndeliveredAt: number | null };

export type KindStore<Item extends OutboxItem = OutboxItem, Entry = unknown> = OutboxQueue<Item> & {
  kind: IntakeKind<string, Entry, Item>;
  write(submission: Submission<Entry>): Promise<StoreOutcome>;
  /** For statements of the kind's own (the waitlist's removals). */
  sql: Sql;
  table: string;
};

type StoredOf<Kind> = Kind extends IntakeKind<string, unknown, infer Stored> ? Stored : never;
type EntryOf<Kind> = Kind extends IntakeKind<string, infer Entry, OutboxItem> ? Entry : never;

export type IntakeStore = {
  [Name in keyof IntakeKinds]: KindStore<StoredOf<IntakeKinds[Name]>, EntryOf<IntakeKinds[Name]>>;
} & {
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type Database = {
  sql: Sql;
  /** Runs what `plan` makes of the tables' columns (none: no table yet), all or none, one server at a time. */
  migrate(plan: (columnsOf: (table: string) => string[]) => string[]): Promise<void>;
  tableOptions: string;
  close(): Promise<void>;
  which: "sqlite" | "postgres";
};

const leadingColumns: readonly Column[] = [
  ["id", "TEXT PRIMARY KEY"],
  ["received_at", "TEXT NOT NULL"],
];

function outboxColumns(bigInteger: string): readonly Column[] {
  return [
    ["flags", "TEXT NOT NULL DEFAULT ''"],
    ["delivery_state", `TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN (${sqlWordList(deliveryStates)}))`],
    ["attempts", "INTEGER NOT NULL DEFAULT 0"],
    ["next_attempt_at", `${bigInteger} NOT NULL DEFAULT 0`],
    ["last_error", "TEXT"],
    ["delivered_at", "TEXT"],
    ["lease", "TEXT"],
    ["language", "TEXT NOT NULL DEFAULT 'en'"],
  ];
}

function tableOf(kind: IntakeKind, which: Database["which"]): string {
  return kind.tables[which];
}

function schemaStatements(database: Database, columnsOf: (table: string) => string[]): string[] {
  const statements: string[] = [];
  for (const kind of Object.values(intakeKinds) as IntakeKind[]) {
    const table = tableOf(kind, database.which);
    const columns = [...leadingColumns, ...kind.columns(database.sql), ...outboxColumns(database.sql.bigInteger)];
    const existing = columnsOf(table);
    if (existing.length === 0)
      statements.push(
        `CREATE TABLE ${table} (\n  ${columns.map(([name, definition]) => `${name} ${definition}`).join(",\n  ")}\n) ${database.tableOptions}`,
      );
    else
      for (const [name, definition] of columns)
        if (!existing.includes(name)) statements.push(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${table}_due ON ${table} (delivery_state, next_attempt_at)`,
      `CREATE INDEX IF NOT EXISTS ${table}_received ON ${table} (received_at)`,
    );
  }
  return statements;
}

function toOutboxItem(row: Row): OutboxItem {
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

function kindStore<Item extends OutboxItem>(
  sql: Sql,
  table: string,
  kind: IntakeKind<string, unknown, Item>,
): KindStore<Item> {
  const { value: v } = sql;
  const toItem = (row: Row) => ({ ...toOutboxItem(row), ...kind.stored(row) }) as Item;
  const changed = async (statement: string, values: SqlValue[]) =>
    (await sql.rows(`${statement} RETURNING id`, values)).length;
  const whileLeased = `WHERE id = ${v(1)} AND lease = ${v(2)} AND delivery_state = 'pending'`;
  return {
    kind,
    sql,
    table,
    write: (submission) => kind.write(sql, table, submission),

    async claimNext(now, leaseUntil) {
      const lease = crypto.randomUUID();
      const [row] = await sql.rows(
        `UPDATE ${table} SET next_attempt_at = ${v(2)}, lease = ${v(3)}
         WHERE id = (
           SELECT id FROM ${table} WHERE delivery_state = 'pending' AND next_attempt_at <= ${v(1)}
           ORDER BY next_attempt_at, received_at LIMIT 1${sql.skipLocked})
         RETURNING *`,
        [now, leaseUntil, lease],
      );
      return row ? { item: toItem(row), lease } : undefined;
    },

    async markDelivered({ item, lease }, deliveredAt) {
      const count = await changed(
        `UPDATE ${table} SET delivery_state = 'delivered', delivered_at = ${v(3)}, attempts = attempts + 1,
           last_error = NULL, lease = NULL ${whileLeased}`,
        [item.id, lease, deliveredAt.toISOString()],
      );
      return count === 1;
    },

    async recordFailure({ item, lease }, error, nextAttemptAt) {
      const count = await changed(
        `UPDATE ${table} SET attempts = attempts + 1, last_error = ${v(3)}, next_attempt_at = ${v(4)}, lease = NULL,
           delivery_state = CASE WHEN ${v(5)} = 1 THEN 'failed' ELSE 'pending' END ${whileLeased}`,
        [item.id, lease, error, nextAttemptAt ?? 0, nextAttemptAt === null ? 1 : 0],
      );
      return count === 1;
    },

    async release({ item, lease }, now) {
      await changed(`UPDATE ${table} SET next_attempt_at = ${v(3)}, lease = NULL ${whileLeased}`, [
        item.id,
        lease,
        now,
      ]);
    },

    async nextDueAt() {
      const [row] = await sql.rows(
        `SELECT min(next_attempt_at) AS due FROM ${table} WHERE delivery_state = 'pending'`,
        [],
      );
      return row?.due === null || row?.due === undefined ? null : Number(row.due);
    },

    async requeueFailed(id) {
      return changed(
        `UPDATE ${table} SET delivery_state = 'pending', attempts = 0, next_attempt_at = 0, last_error = NULL
         WHERE delivery_state = 'failed' AND (${sql.textValue(1)} IS NULL OR id = ${v(1)})`,
        [id ?? null],
      );
    },

    async get(id) {
      const [row] = await sql.rows(`SELECT * FROM ${table} WHERE id = ${v(1)}`, [id]);
      return row ? toItem(row) : undefined;
    },

    async withIdPrefix(prefix) {
      const rows = await sql.rows(`SELECT * FROM ${table} WHERE id LIKE ${v(1)} ORDER BY received_at DESC`, [
        `${prefix.replace(/[^0-9a-f-]/g, "")}%`,
      ]);
      return rows.map(toItem);
    },

    async outboxFigures() {
      const waitingSince = kind.undeliveredSince ?? "received_at";
      const rows = await sql.rows(
        `SELECT delivery_state, count(*) AS items,
           min(CASE WHEN delivery_state IN ('pending', 'failed') THEN ${waitingSince} END) AS oldest
         FROM ${table} GROUP BY delivery_state`,
        [],
      );
      const counts = Object.fromEntries(deliveryStates.map((state) => [state, 0])) as Record<DeliveryState, number>;
      let oldestUndeliveredAt: number | null = null;
      for (const row of rows) {
        counts[String(row.delivery_state) as DeliveryState] = Number(row.items);
        if (typeof row.oldest !== "string") continue;
        const since = Date.parse(row.oldest);
        oldestUndeliveredAt = oldestUndeliveredAt === null ? since : Math.min(oldestUndeliveredAt, since);
      }
      return { counts, oldestUndeliveredAt };
    },

    async list({ state, limit } = {}) {
      const rows = await sql.rows(
        `SELECT * FROM ${table} WHERE (${sql.textValue(1)} IS NULL OR delivery_state = ${v(1)})
         ORDER BY received_at DESC, id LIMIT ${sql.limit(2)}`,
        [state ?? null, limit ?? null],
      );
      return rows.map(toItem);
    },
  };
}

export async function intakeStore(database: Database): Promise<IntakeStore> {
  await database.migrate((columnsOf) => schemaStatements(database, columnsOf));
  const stores = Object.fromEntries(
    Object.entries(intakeKinds).map(([name, kind]) => [
      name,
      kindStore(database.sql, tableOf(kind as IntakeKind, database.which), kind as IntakeKind),
    ]),
  ) as Omit<IntakeStore, "close" | "ping">;
  return {
    ...stores,
    ping: async () => void (await database.sql.rows("SELECT 1", [])),
    close: () => database.close(),
  } as IntakeStore;
}

export function kindStoresOf(store: IntakeStore): KindStore[] {
  return (Object.keys(intakeKinds) as Array<keyof IntakeKinds>).map((name) => store[name]);
}
