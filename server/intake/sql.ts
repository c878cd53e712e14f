import type { DeliveryState, Sql, SqlValue, Submission } from "#server/intake/kind.ts";

/** `'a', 'b'`: a list of known words for an SQL `IN (…)` CHECK, from the tuple the code uses. */
export function sqlWordList(values: readonly string[]): string {
  for (const value of values) if (!/^[A-Za-z-]+$/.test(value)) throw new Error(`Not a plain word: ${value}`);
  return values.map((value) => `'${value}'`).join(", ");
}

export function insertStatement(sql: Sql, table: string, row: Record<string, SqlValue>, then: string) {
  const columns = Object.keys(row);
  return {
    statement: `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, index) => sql.value(index + 1)).join(", ")}) ${then}`,
    values: Object.values(row),
  };
}

export function newRowColumns({ flags, receivedAt, language }: Submission<unknown>) {
  return {
    id: crypto.randomUUID(),
    received_at: receivedAt.toISOString(),
    flags: flags.join(","),
    delivery_state: (flags.length > 0 ? "held" : "pending") satisfies DeliveryState,
    language,
  };
}
