/**
 * `npm run messages -- <command>`: the support team's view of the stored contact messages, read
 * from the same database as the server: PostgreSQL when DATABASE_URL is set, else
 * $DATA_DIR/contact.sqlite (default data/). Safe to run while the server is up.
 *
 *   list [--state S] [--limit N]   newest first (S: pending, delivered, failed or held)
 *   export --csv [--state S]       every field as CSV on stdout, formulas defused
 *   retry [ID]                     queue failed deliveries (or the one with ID) again
 */
import { toCsv } from "#server/contact/csv.ts";
import { deliveryStates, type StoredMessage } from "#server/contact/store.ts";
import { openTeamStore, printTable, readTeamCommand, shorten } from "./lib/team-command.ts";

const usage = `Usage: npm run messages -- list [--state ${deliveryStates.join("|")}] [--limit N]
       npm run messages -- export --csv [--state S] > messages.csv
       npm run messages -- retry [ID]`;

const { command, argument: id, state, limit, csv, fail } = readTeamCommand(usage);
const store = await openTeamStore("No messages yet");

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
  printTable(header, rows, ["message", "messages"]);
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
    case "list":
      printList(await store.list({ state, limit }));
      break;
    case "export":
      if (!csv) fail("export needs --csv (the only format).");
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
