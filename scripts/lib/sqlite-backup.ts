/**
 * A consistent copy of the SQLite intake database, taken while the server writes to it: `VACUUM
 * INTO` reads one snapshot through the write-ahead log and writes a compact file of its own.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

export function backupSqlite(databasePath: string, backupPath: string): { integrity: string; bytes: number } {
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath}`);
  if (existsSync(backupPath)) throw new Error(`${backupPath} exists already: choose a new file name`);
  mkdirSync(dirname(backupPath), { recursive: true });
  const source = new DatabaseSync(databasePath);
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(backupPath);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(backupPath, { readOnly: true });
  try {
    const rows = copy.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
    const { bytes } = copy
      .prepare("SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()")
      .get() as {
      bytes: number;
    };
    return { integrity: rows.map((row) => row.integrity_check).join("; "), bytes };
  } finally {
    copy.close();
  }
}
