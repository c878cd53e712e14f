/**
 * `npm run messages -- <command>`: the support team's view of the stored contact messages, read
 * from the same database as the server: PostgreSQL when DATABASE_URL is set, else
 * $DATA_DIR/contact.sqlite (default data/). Safe to run while the server is up.
 *
 *   list [--state S] [--limit N]   newest first (S: pending, delivered, failed or held)
 *   export --csv [--state S]       every field as CSV on stdout, formulas defused
 *   retry [ID]                     queue failed deliveries (or the one with ID) again
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { toCsv } from "#server/contact/csv.ts";
import { openMessageStore } from "#server/contact/open-store.ts";
import { deliveryStates, type DeliveryState, type StoredMessage } from "#server/contact/store.ts";
import { serverSettings } from "#server/env.ts";

const usage = `Usage: npm run messages -- list [--state ${deliveryStates.join("|")}] [--limit N]
       npm run messages -- export --csv [--state S] > messages.csv
       npm run messages -- retry [ID]`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { state: { type: "string" }, limit: { type: "string" }, csv: { type: "boolean" } },
});
const [command, id] = positionals;
const state = values.state as DeliveryState | undefined;
if (state && !deliveryStates.includes(state)) fail(`Unknown state "${state}".`);

const { contact: location } = serverSettings();
if (!location.databaseUrl && !existsSync(location.databasePath)) {
  console.log(`No messages yet: ${location.databasePath} does not exist.`);
  process.exit(0);
}
const store = await openMessageStore(location);

function shorten(text: string, length: number): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

function printList(messages: StoredMessage[]): void {
  const rows = messages.map((message) => [
    message.receivedAt.slice(0, 16).replace("T", " "),
    message.id,
    message.priority,
    message.deliveryState,
    String(message.attempts),
    message.flags.join(",") || "-",
    shorten(`${message.name} <${message.email}>`, 40),
    shorten(message.subject, 40),
    message.lastError ?? "",
  ]);
  const header = ["received (UTC)", "id", "priority", "state", "tries", "flags", "from", "subject", "last error"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
  console.log(`\n${messages.length} message${messages.length === 1 ? "" : "s"}`);
}

const csvHeader = [
  "id",
  "received_at",
  "name",
  "email",
  "subject",
  "message",
  "priority",
  "flags",
  "delivery_state",
  "attempts",
  "last_error",
  "delivered_at",
];

function exportCsv(messages: StoredMessage[]): void {
  const rows = messages.map((m) => [
    m.id,
    m.receivedAt,
    m.name,
    m.email,
    m.subject,
    m.message,
    m.priority,
    m.flags.join(","),
    m.deliveryState,
    m.attempts,
    m.lastError,
    m.deliveredAt,
  ]);
  process.stdout.write(toCsv(csvHeader, rows));
}

try {
  switch (command) {
    case "list": {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number of 1 or more.");
      printList(await store.list({ state, limit }));
      break;
    }
    case "export":
      if (!values.csv) fail("export needs --csv (the only format).");
      exportCsv(await store.list({ state }));
      break;
    case "retry": {
      const count = await store.requeueFailed(id);
      console.log(
        `${count} failed message${count === 1 ? "" : "s"} queued again; a running server forwards them within a minute.`,
      );
      break;
    }
    default:
      fail(command ? `Unknown command "${command}".` : "Which command?");
  }
} finally {
  await store.close();
}
