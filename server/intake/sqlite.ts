/** The embedded store, for a single server: one SQLite file through node:sqlite (docs/decisions/006). */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { Row, Sql } from "#server/intake/kind.ts";
import { intakeStore, type Database, type IntakeStore } from "#server/intake/store.ts";

/** After a checkpoint the WAL file is cut back to this, so it never keeps a burst's size. */
const walSizeLimitBytes = 4 * 1024 * 1024;

export type SqliteIntakeStore = IntakeStore & {
  /** The connection's journal mode and synchronous level (2 is FULL). */
  durability(): { journalMode: string; synchronous: number };
  integrityCheck(): string;
};

export async function openSqliteStore(path: string): Promise<SqliteIntakeStore> {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL: the team's commands never block the server's writes. synchronous=FULL: a commit is on disk before
  // a write returns (statements are synchronous), so an acknowledged submission survives a power cut.
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;
    PRAGMA journal_size_limit = ${walSizeLimitBytes};`);

  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const sql: Sql = {
    // all(), not get(): a RETURNING statement read with get() would stay open.
    rows: async (text, values) => prepared(text).all(...values) as Row[],
    value: (n) => `?${n}`,
    textValue: (n) => `?${n}`,
    length: "length",
    bigInteger: "INTEGER",
    // One writer at a time: an UPDATE that picks its row in a subquery cannot race another.
    skipLocked: "",
    limit: (n) => `coalesce(?${n}, -1)`,
  };
  const database: Database = {
    sql,
    which: "sqlite",
    // STRICT refuses a value of the wrong type instead of storing it.
    tableOptions: "STRICT",
    async migrate(plan) {
      // IMMEDIATE takes the write lock first: another process plans its changes only after these are
      // committed. Nothing here awaits, so another connection in this process never waits on this one.
      db.exec("BEGIN IMMEDIATE");
      try {
        const columnsOf = (table: string) =>
          (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(({ name }) => name);
        for (const change of plan(columnsOf)) db.exec(change);
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async close() {
      if (!db.isOpen) return;
      // The last connection out folds the WAL back into the database file.
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      db.close();
    },
  };
  return {
    ...(await intakeStore(database)),
    durability() {
      const { journal_mode: journalMode } = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      const { synchronous } = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
      return { journalMode, synchronous };
    },
    integrityCheck() {
      const rows = db.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
      return rows.map((row) => row.integrity_check).join("; ");
    },
  };
}
