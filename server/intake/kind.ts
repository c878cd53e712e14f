/** A kind of submission: all the intake knows of it is in its file in kinds/ (docs/decisions/022). */
import type { FormContract } from "#app/contracts/form.ts";
import type { FormInput, Validation } from "#app/lib/intake.ts";
import type { RouteHref, RoutePath } from "#app/lib/route-paths.ts";

export type IntakeRefusals = Record<
  | "crossSite"
  | "rateLimited"
  | "unsupported"
  | "tooLarge"
  | "unreadable"
  | "invalid"
  | "badKey"
  | "storeFailed"
  | "method",
  string
>;

export type SpamFlag = "honeypot" | "too-fast";

/**
 * pending: to be forwarded (or kept, with no forwarding configured); delivered: confirmed, never sent again;
 * failed: given up until the team's `retry`; held: likely spam, kept for a person to read, never forwarded.
 */
export const deliveryStates = ["pending", "delivered", "failed", "held"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export type OutboxItem = {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  flags: SpamFlag[];
  deliveryState: DeliveryState;
  attempts: number;
  /** Epoch milliseconds; while an attempt is under way, the end of its lease. */
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
  language: string;
};

export type Submission<Entry> = {
  entry: Entry;
  idempotencyKey: string;
  flags: SpamFlag[];
  receivedAt: Date;
  language: string;
};

/** `updated`: a stored one changed, forwarded again like a new one; `alreadyListed`: the waitlist had the address. */
export type StoreOutcome = { id: string; created: boolean; updated?: boolean; alreadyListed?: boolean };

export type SqlValue = string | number | null;
/** A row as both databases return it: snake_case columns, big numbers possibly as strings. */
export type Row = Record<string, unknown>;

/** The few words in which the two databases' SQL differs. */
export type Sql = {
  rows(sql: string, values: readonly SqlValue[]): Promise<Row[]>;
  /** The placeholder of the n-th value (1-based). */
  value(n: number): string;
  /** The same, typed as text where PostgreSQL cannot tell (`IS NULL`). */
  textValue(n: number): string;
  /** The function that counts a text's characters, as zod does. */
  length: string;
  bigInteger: string;
  /** What a claim adds so that two servers never take the same row. */
  skipLocked: string;
  /** A LIMIT of the n-th value, where null means no limit. */
  limit(n: number): string;
};

/** A column added later is added to older tables as they open: if NOT NULL, it needs a DEFAULT. */
export type Column = readonly [name: string, definition: string];

export type FormView<Field extends string> = {
  state?: string;
  values?: FormInput<Field>;
  errors?: Partial<Record<Field, string>>;
  reason?: string;
  /** A stored submission's reference (D24), shown in its confirmation. */
  reference?: string;
};

export type IntakeKind<Field extends string = string, Entry = unknown, Stored extends OutboxItem = OutboxItem> = {
  /** The logs' and the team's name for it, and the key of its sheet: "contact", "waitlist". */
  name: string;
  endpoint: string;
  tables: { sqlite: string; postgres: string };
  /** The column since when an undelivered row has waited, when not received_at (a row queued again on update). */
  undeliveredSince?: string;

  fields: readonly Field[];
  inputOf(form: FormData): FormInput<Field>;
  validate(input: FormInput<Field>, language: string): Validation<Entry, Field>;
  refusals(language: string): IntakeRefusals;
  /** Facts safe to log beside the id: never what the visitor typed. */
  logDetails(entry: Entry): Record<string, string | undefined>;

  columns(sql: Pick<Sql, "length" | "bigInteger">): readonly Column[];
  /** Stores a submission once, whatever its repeats; the same statements for both databases. */
  write(sql: Sql, table: string, submission: Submission<Entry>): Promise<StoreOutcome>;
  stored(row: Row): Omit<Stored, keyof OutboxItem>;

  /** Sent to the spreadsheet script; the id lets it drop repeats. */
  forwardBody(item: Stored): Record<string, unknown>;
  team: {
    listHeader: readonly string[];
    listRow(item: Stored): string[];
    csvHeader: readonly string[];
    csvRow(item: Stored): SqlValue[];
  };

  form: {
    dom: FormContract<Field, string>;
    pages: ReadonlyArray<{
      path: RoutePath;
      viewOf(query: (name: string) => string | undefined): FormView<Field> | undefined;
    }>;
    /** The English page a refused post without JavaScript comes back on. */
    pageOf(input: FormInput<Field>): RoutePath;
    /** Where a stored post without JavaScript lands, as an English address. */
    sentPath(entry: Entry, outcome: StoreOutcome): RouteHref;
  };
};
