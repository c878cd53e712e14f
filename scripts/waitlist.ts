/**
 * `npm run waitlist -- <command>`: the team's view of the waitlist (issue 10), read from the same
 * database as the server: PostgreSQL when DATABASE_URL is set, else $DATA_DIR/contact.sqlite
 * (default data/). Safe to run while the server is up.
 *
 *   list [--state S] [--limit N]   newest first (S: pending, delivered, failed or held)
 *   export --csv [--state S]       every field as CSV on stdout, formulas defused
 *   remove EMAIL                   delete the address's entry (a removal request), however it is typed
 *   expire                         delete entries not joined or updated for 2 years (privacy policy, section 8)
 *   retry [ID]                     queue failed deliveries to the spreadsheet (or the one with ID) again
 */
import { toCsv } from "#server/contact/csv.ts";
import { deliveryStates, type StoredWaitlistEntry } from "#server/contact/store.ts";
import { openTeamStore, printTable, readTeamCommand, shorten } from "./lib/team-command.ts";

const usage = `Usage: npm run waitlist -- list [--state ${deliveryStates.join("|")}] [--limit N]
       npm run waitlist -- export --csv [--state S] > waitlist.csv
       npm run waitlist -- remove EMAIL
       npm run waitlist -- expire
       npm run waitlist -- retry [ID]`;

/** How long an entry is kept after its address last joined (app/content/legal/privacy.md, section 8). */
const retentionYears = 2;

const { command, argument, state, limit, csv, fail } = readTeamCommand(usage);
const store = await openTeamStore("Nobody on the waitlist yet");
const { waitlist } = store;

function printList(entries: StoredWaitlistEntry[]): void {
  const rows = entries.map((entry) => [
    entry.updatedAt.slice(0, 16).replace("T", " "),
    entry.id,
    shorten(entry.firstName ? `${entry.firstName} <${entry.email}>` : entry.email, 40),
    entry.residence,
    entry.destination,
    entry.source,
    entry.deliveryState,
    entry.flags.join(",") || "-",
    entry.lastError ?? "",
  ]);
  const header = ["updated (UTC)", "id", "who", "lives in", "sends to", "joined on", "state", "flags", "last error"];
  printTable(header, rows, ["entry", "entries"]);
}

const csvHeader = [
  "id",
  "received_at",
  "updated_at",
  "email",
  "first_name",
  "residence",
  "destination",
  "source",
  "consented_at",
  "updates",
  "flags",
  "delivery_state",
  "attempts",
  "last_error",
  "delivered_at",
];

function exportCsv(entries: StoredWaitlistEntry[]): void {
  const rows = entries.map((e) => [
    e.id,
    e.receivedAt,
    e.updatedAt,
    e.email,
    e.firstName,
    e.residence,
    e.destination,
    e.source,
    e.consentedAt,
    e.updates,
    e.flags.join(","),
    e.deliveryState,
    e.attempts,
    e.lastError,
    e.deliveredAt,
  ]);
  process.stdout.write(toCsv(csvHeader, rows));
}

try {
  switch (command) {
    case "list":
      printList(await waitlist.list({ state, limit }));
      break;
    case "export":
      if (!csv) fail("export needs --csv (the only format).");
      exportCsv(await waitlist.list({ state }));
      break;
    case "remove": {
      const count = await waitlist.remove(argument ?? fail("remove needs the e-mail address."));
      console.log(
        count === 1
          ? "Removed from the waitlist. If the spreadsheet is in use, delete the address's row there too."
          : "No entry for that address.",
      );
      break;
    }
    case "expire": {
      const before = new Date();
      before.setUTCFullYear(before.getUTCFullYear() - retentionYears);
      const count = await waitlist.removeUpdatedBefore(before);
      console.log(
        `${count} entr${count === 1 ? "y" : "ies"} not updated since ${before.toISOString().slice(0, 10)} deleted; ` +
          "delete their rows in the spreadsheet too, if it is in use.",
      );
      break;
    }
    case "retry": {
      const count = await waitlist.requeueFailed(argument);
      console.log(
        `${count} failed entr${count === 1 ? "y" : "ies"} queued again; a running server forwards them within a minute.`,
      );
      break;
    }
    default:
      fail(command ? `Unknown command "${command}".` : "Which command?");
  }
} finally {
  await store.close();
}
