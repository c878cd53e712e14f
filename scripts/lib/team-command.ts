/** The team's commands over one kind's table, on the server's own database; safe while the server is up. */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { serverSettings } from "#server/env.ts";
import { toCsv } from "#server/intake/csv.ts";
import { openIntakeStore } from "#server/intake/index.ts";
import { deliveryStates, type DeliveryState } from "#server/intake/kind.ts";
import type { IntakeKinds } from "#server/intake/kinds/index.ts";
import type { KindStore } from "#server/intake/store.ts";
import { idPrefixOf, referenceOf } from "#app/lib/intake.ts";

type TeamOptions = { argument: string | undefined; state: DeliveryState | undefined; limit: number; csv: boolean };

export type TeamCommandSpec = {
  kind: keyof IntakeKinds;
  command: string;
  nouns: [string, string];
  empty: string;
  extra?: Record<
    string,
    { usage: string; run(store: KindStore, options: TeamOptions, fail: (message: string) => never): Promise<void> }
  >;
};

function printTable(header: readonly string[], rows: readonly string[][], [one, many]: [string, string]): void {
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

export async function runTeamCommand({
  kind: name,
  command: npmScript,
  nouns,
  empty,
  extra = {},
}: TeamCommandSpec): Promise<void> {
  const script = `npm run ${npmScript} --`;
  const usage = [
    `Usage: ${script} list [--state ${deliveryStates.join("|")}] [--limit N] [--reference REF]`,
    `       ${script} export --csv [--state S] > ${npmScript}.csv`,
    ...Object.values(extra).map((command) => `       ${script} ${command.usage}`),
    `       ${script} retry [ID]`,
  ].join("\n");
  function fail(message: string): never {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  }
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      state: { type: "string" },
      limit: { type: "string" },
      csv: { type: "boolean" },
      reference: { type: "string" },
    },
  });
  const state = values.state as DeliveryState | undefined;
  if (state && !deliveryStates.includes(state)) fail(`Unknown state "${state}".`);
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number of 1 or more.");
  const [command, argument] = positionals;
  const options = { argument, state, limit, csv: values.csv === true };

  const { intake: location } = serverSettings();
  if (!location.databaseUrl && !existsSync(location.databasePath)) {
    console.log(`${empty}: ${location.databasePath} does not exist.`);
    return;
  }
  const store = await openIntakeStore(location);
  const table: KindStore = store[name];
  const { team } = table.kind;
  try {
    switch (command) {
      case "list": {
        const prefix = values.reference === undefined ? undefined : idPrefixOf(values.reference);
        if (values.reference !== undefined && !prefix)
          fail(`"${values.reference}" is no reference (8 letters and figures).`);
        const items = prefix ? await table.withIdPrefix(prefix) : await table.list({ state, limit });
        const header = [
          "received (UTC)",
          "reference",
          "id",
          ...team.listHeader,
          "state",
          "tries",
          "flags",
          "last error",
        ];
        const rows = items.map((item) => [
          item.receivedAt.slice(0, 16).replace("T", " "),
          referenceOf(item.id),
          item.id,
          ...team.listRow(item).map((cell) => shorten(cell, 40)),
          item.deliveryState,
          String(item.attempts),
          item.flags.join(",") || "-",
          item.lastError ?? "",
        ]);
        printTable(header, rows, nouns);
        break;
      }
      case "export": {
        if (!options.csv) fail("export needs --csv (the only format).");
        const items = await table.list({ state });
        const header = [
          "id",
          "received_at",
          ...team.csvHeader,
          "flags",
          "delivery_state",
          "attempts",
          "last_error",
          "delivered_at",
        ];
        const rows = items.map((item) => [
          item.id,
          item.receivedAt,
          ...team.csvRow(item),
          item.flags.join(","),
          item.deliveryState,
          item.attempts,
          item.lastError,
          item.deliveredAt,
        ]);
        process.stdout.write(toCsv(header, rows));
        break;
      }
      case "retry": {
        const count = await table.requeueFailed(argument);
        console.log(
          `${count} failed ${count === 1 ? nouns[0] : nouns[1]} queued again; a running server forwards them within a minute.`,
        );
        break;
      }
      default:
        if (command && Object.hasOwn(extra, command)) await extra[command]!.run(table, options, fail);
        else fail(command ? `Unknown command "${command}".` : "Which command?");
    }
  } finally {
    await store.close();
  }
}
