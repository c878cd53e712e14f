/**
 * A kind of submission the intake stores: the contact form's messages, the waitlist's entries.
 * Everything the pipeline knows of a kind is in its file in kinds/ (docs/decisions/022): its form's
 * rules and words, its table's columns and how a submission is written there, how a stored row
 * reads back, what is forwarded, what the team's CSV holds, and which pages carry its form. The
 * endpoint, the stores, the outbox and the team's commands loop over the kinds.
 */
import type { FormContract } from "#app/contracts/form.ts";
import type { FormInput, Validation } from "#app/lib/intake.ts";
import type { RouteHref, RoutePath } from "#app/lib/route-paths.ts";

/** What the endpoint says when it refuses a post as a whole, in the kind's own words. */
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

/** Why a submission was held: the honeypot was filled in, or the form was sent impossibly fast. */
export type SpamFlag = "honeypot" | "too-fast";

/**
 * pending: waiting to be forwarded (or kept here when no forwarding is configured);
 * delivered: the spreadsheet script confirmed it, never sent again;
 * failed: gave up after the last attempt, until the team's `retry` queues it again;
 * held: flagged as likely spam, kept for a person to read but never forwarded.
 */
export const deliveryStates = ["pending", "delivered", "failed", "held"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** What every stored submission carries besides its own fields. */
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
  /** The code of the page's language the visitor wrote from. */
  language: string;
};

/** A submission that passed the form's rules, with what the endpoint adds. */
export type Submission<Entry> = {
  entry: Entry;
  idempotencyKey: string;
  flags: SpamFlag[];
  receivedAt: Date;
  language: string;
};

/**
 * created: a new submission; updated: a stored one changed (both may be forwarded);
 * alreadyListed: the visitor is told their entry was there already (waitlist).
 */
export type StoreOutcome = { id: string; created: boolean; updated?: boolean; alreadyListed?: boolean };

export type SqlValue = string | number | null;
/** A row as both databases return it: snake_case columns, big numbers possibly as strings. */
export type Row = Record<string, unknown>;

/** How a kind's SQL is written for either database: the same statements but for a few words. */
export type Sql = {
  rows(sql: string, values: readonly SqlValue[]): Promise<Row[]>;
  /** The placeholder of the n-th value (1-based). */
  value(n: number): string;
  /** The same, typed as text where PostgreSQL cannot tell (`IS NULL`). */
  textValue(n: number): string;
  /** The function that counts a text's characters, as zod does. */
  length: string;
  /** A 64-bit integer column's type. */
  bigInteger: string;
  /** What a claim adds so that two servers never take the same row. */
  skipLocked: string;
  /** A LIMIT of the n-th value, where null means no limit. */
  limit(n: number): string;
};

/**
 * A column of the kind's table: its name and SQL definition. A column added after the table was
 * first created is added to older tables as they open, so it needs a DEFAULT if it is NOT NULL.
 */
export type Column = readonly [name: string, definition: string];

/** A page showing the form, in the state its address asks for, for visitors without JavaScript. */
export type FormView<Field extends string> = {
  state?: string;
  values?: FormInput<Field>;
  errors?: Partial<Record<Field, string>>;
  /** The server's reason, shown under the error banner. */
  reason?: string;
};

export type IntakeKind<Field extends string = string, Entry = unknown, Stored extends OutboxItem = OutboxItem> = {
  /** The logs' and the team's name for it, and the key of its sheet: "contact", "waitlist". */
  name: string;
  endpoint: string;
  /** Its table in each database. */
  tables: { sqlite: string; postgres: string };
  /** The column since when an undelivered row has waited, when not received_at (a row queued again on update). */
  undeliveredSince?: string;

  fields: readonly Field[];
  inputOf(form: FormData): FormInput<Field>;
  validate(input: FormInput<Field>, language: string): Validation<Entry, Field>;
  refusals(language: string): IntakeRefusals;
  /** Facts safe to log beside the id: never what the visitor typed. */
  logDetails(entry: Entry): Record<string, string | undefined>;

  /** Its own columns, between the id and received_at every table starts with and the outbox's. */
  columns(sql: Pick<Sql, "length" | "bigInteger">): readonly Column[];
  /** Stores a submission once, whatever its repeats; the same statements for both databases. */
  write(sql: Sql, table: string, submission: Submission<Entry>): Promise<StoreOutcome>;
  /** Its own fields of a stored row. */
  stored(row: Row): Omit<Stored, keyof OutboxItem>;

  /** The JSON sent to the spreadsheet script: its id for the receiver to drop repeats, and `kind`. */
  forwardBody(item: Stored): Record<string, unknown>;
  /** What the team's list and CSV export show. */
  team: {
    listHeader: readonly string[];
    listRow(item: Stored): string[];
    csvHeader: readonly string[];
    csvRow(item: Stored): SqlValue[];
  };

  form: {
    dom: FormContract<Field, string>;
    /** The English pages that carry the form, with the state their query asks for. */
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
