import { currentRequestId } from "#server/ops/request-context.ts";

/** One JSON line per event, with its request's id: a CR or LF in a value, JSON-encoded, forges no line. Callers pass no personal data. */
export type LogFields = Record<string, string | number | boolean | undefined>;

const maxValueLength = 300;

function clean(value: string | number | boolean | undefined): string | number | boolean | undefined {
  return typeof value === "string" && value.length > maxValueLength ? `${value.slice(0, maxValueLength)}…` : value;
}

export function log(event: string, fields: LogFields = {}): void {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), event, requestId: currentRequestId() };
  for (const [key, value] of Object.entries(fields)) entry[key] = clean(value);
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}
