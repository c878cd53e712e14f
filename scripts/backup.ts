/** `npm run backup -- FILE`: a checked copy of $DATA_DIR/intake.sqlite, safe while the server runs (docs/operations.md). */
import { serverSettings } from "#server/env.ts";
import { backupSqlite } from "./lib/sqlite-backup.ts";

const [file] = process.argv.slice(2);
const settings = serverSettings(process.env);
if (!file) {
  console.error("Usage: npm run backup -- /path/to/intake-YYYY-MM-DD.sqlite");
  process.exit(1);
}
if (settings.intake.databaseUrl) {
  console.error("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, Backups).");
  process.exit(1);
}
try {
  const { integrity, bytes } = backupSqlite(settings.intake.databasePath, file);
  if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${integrity}`);
  console.log(`${settings.intake.databasePath} copied to ${file} (${(bytes / 1024).toFixed(0)} KB, integrity ok)`);
} catch (error) {
  console.error(`No backup: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
