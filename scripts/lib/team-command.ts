/**
 * What the team's commands over stored submissions share (`npm run messages`, `npm run
 * waitlist`): their options, the store the server uses, and a plain table on stdout.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { openMessageStore } from "#server/contact/open-store.ts";
import { deliveryStates, type DeliveryState, type MessageStore } from "#server/contact/store.ts";
import { serverSettings } from "#server/env.ts";

export type TeamCommand = {
  command: string | undefined;
  argument: string | undefined;
  state: DeliveryState | undefined;
  /** --limit, 50 unless given. */
  limit: number;
  csv: boolean;
  fail(message: string): never;
};

/** Reads `<command> [argument] [--state S] [--limit N] [--csv]`, failing with `usage`. */
export function readTeamCommand(usage: string): TeamCommand {
  function fail(message: string): never {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  }
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { state: { type: "string" }, limit: { type: "string" }, csv: { type: "boolean" } },
  });
  const state = values.state as DeliveryState | undefined;
  if (state && !deliveryStates.includes(state)) fail(`Unknown state "${state}".`);
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number of 1 or more.");
  const [command, argument] = positionals;
  return { command, argument, state, limit, csv: values.csv === true, fail };
}

/**
 * The database the server uses (PostgreSQL when DATABASE_URL is set, else $DATA_DIR/contact.sqlite),
 * or none yet: `empty` is said and the command ends.
 */
export async function openTeamStore(empty: string): Promise<MessageStore> {
  const { contact: location } = serverSettings();
  if (!location.databaseUrl && !existsSync(location.databasePath)) {
    console.log(`${empty}: ${location.databasePath} does not exist.`);
    process.exit(0);
  }
  return openMessageStore(location);
}

/** Columns padded to their widest cell, then a count of what was listed ([one, many]). */
export function printTable(header: readonly string[], rows: readonly string[][], [one, many]: [string, string]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
  console.log(`\n${rows.length} ${rows.length === 1 ? one : many}`);
}

export function shorten(text: string, length: number): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
