/** The waitlist's entries (docs/decisions/012): one row per address, updated when the same address joins again. */
import { countryCodes } from "#app/content/countries.ts";
import {
  validateWaitlistEntry,
  waitlistEmailKey,
  waitlistFields,
  waitlistInputOf,
  waitlistLimits,
  waitlistSources,
  type WaitlistEntry,
  type WaitlistField,
  type WaitlistSource,
} from "#app/lib/waitlist.ts";
import { waitlistFormDom, waitlistQuery, waitlistResultPath } from "#app/contracts/waitlist.ts";
import { site } from "#app/site.config.ts";
import type { IntakeKind, OutboxItem, Row, Sql, StoreOutcome } from "#server/intake/kind.ts";
import { wordsByLanguage } from "#server/intake/kinds/words.ts";
import { insertStatement, newRowColumns, sqlWordList } from "#server/intake/sql.ts";

export type StoredWaitlistEntry = Omit<WaitlistEntry, "consent"> &
  OutboxItem & {
    /** When the address last joined (ISO 8601, UTC). */
    updatedAt: string;
    /** When the visitor last ticked the consent box: the entry's legal basis. */
    consentedAt: string;
    updates: number;
  };

const words = wordsByLanguage("waitlist");

/** `changed`: this post added or updated the row (not a repeated key, nor a flagged post for a listed address). */
function outcome(row: Row, changed: boolean): StoreOutcome {
  const listedBefore = Number(row.updates) > 0;
  return {
    id: String(row.id),
    created: changed && !listedBefore,
    updated: changed && listedBefore,
    alreadyListed: listedBefore,
  };
}

const isWaitlistSource = (value: unknown): value is WaitlistSource => waitlistSources.includes(value as WaitlistSource);

export const waitlistKind: IntakeKind<WaitlistField, WaitlistEntry, StoredWaitlistEntry> = {
  name: "waitlist",
  endpoint: site.waitlistEndpoint,
  tables: { sqlite: "waitlist", postgres: "waitlist_entries" },
  undeliveredSince: "updated_at",

  fields: waitlistFields,
  inputOf: waitlistInputOf,
  validate: (input, language) => validateWaitlistEntry(input, words(language).fieldMessages),
  refusals: (language) => words(language).refusals,
  logDetails: (entry) => ({ source: entry.source }),

  // One row per `email_key` (the address trimmed, in lower case); the CHECKs repeat the form's rules.
  columns: ({ length }) => [
    ["updated_at", "TEXT NOT NULL"],
    ["email", `TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${waitlistLimits.email})`],
    ["email_key", "TEXT NOT NULL UNIQUE"],
    ["first_name", `TEXT NOT NULL CHECK (${length}(first_name) <= ${waitlistLimits.firstName})`],
    ["residence", `TEXT NOT NULL CHECK (residence IN (${sqlWordList(countryCodes)}))`],
    ["destination", `TEXT NOT NULL CHECK (destination IN (${sqlWordList(countryCodes)}))`],
    ["source", `TEXT NOT NULL CHECK (source IN (${sqlWordList(waitlistSources)}))`],
    ["consented_at", "TEXT NOT NULL"],
    ["last_idempotency_key", "TEXT NOT NULL"],
    ["updates", "INTEGER NOT NULL DEFAULT 0"],
  ],

  /** A flagged post never changes a listed address; a repeated key changes nothing, answered as the first time. */
  async write(sql, table, submission) {
    const { entry, idempotencyKey } = submission;
    const emailKey = waitlistEmailKey(entry.email);
    const [repeat] = await sql.rows(`SELECT id, updates FROM ${table} WHERE last_idempotency_key = ${sql.value(1)}`, [
      idempotencyKey,
    ]);
    if (repeat) return outcome(repeat, false);
    const row = newRowColumns(submission);
    const { statement, values } = insertStatement(
      sql,
      table,
      {
        ...row,
        updated_at: row.received_at,
        email: entry.email,
        email_key: emailKey,
        first_name: entry.firstName,
        residence: entry.residence,
        destination: entry.destination,
        source: entry.source,
        consented_at: row.received_at,
        last_idempotency_key: idempotencyKey,
      },
      `ON CONFLICT (email_key) DO UPDATE SET
        updated_at = excluded.updated_at, email = excluded.email,
        first_name = CASE WHEN excluded.first_name = '' THEN ${table}.first_name ELSE excluded.first_name END,
        residence = excluded.residence, destination = excluded.destination, source = excluded.source,
        consented_at = excluded.consented_at, last_idempotency_key = excluded.last_idempotency_key,
        language = excluded.language,
        updates = ${table}.updates + 1, flags = '', delivery_state = 'pending', attempts = 0, next_attempt_at = 0,
        last_error = NULL, delivered_at = NULL, lease = NULL
      WHERE excluded.flags = ''
      RETURNING id, updates`,
    );
    const [changed] = await sql.rows(statement, values);
    if (changed) return outcome(changed, true);
    const [listed] = await sql.rows(`SELECT id, updates FROM ${table} WHERE email_key = ${sql.value(1)}`, [emailKey]);
    return outcome(listed!, false);
  },

  stored: (row) => ({
    email: String(row.email),
    firstName: String(row.first_name),
    residence: String(row.residence) as StoredWaitlistEntry["residence"],
    destination: String(row.destination) as StoredWaitlistEntry["destination"],
    source: String(row.source) as WaitlistSource,
    updatedAt: String(row.updated_at),
    consentedAt: String(row.consented_at),
    updates: Number(row.updates),
  }),

  // `updatedAt` lets the receiver keep the newest details when an updated entry is sent again.
  forwardBody: (entry) => ({
    id: entry.id,
    receivedAt: entry.receivedAt,
    updatedAt: entry.updatedAt,
    consentedAt: entry.consentedAt,
    ...Object.fromEntries(waitlistFields.filter((field) => field !== "consent").map((field) => [field, entry[field]])),
  }),

  team: {
    listHeader: ["updated (UTC)", "who", "lives in", "sends to", "joined on"],
    listRow: (entry) => [
      entry.updatedAt.slice(0, 16).replace("T", " "),
      entry.firstName ? `${entry.firstName} <${entry.email}>` : entry.email,
      entry.residence,
      entry.destination,
      entry.source,
    ],
    csvHeader: ["updated_at", "email", "first_name", "residence", "destination", "source", "consented_at", "updates"],
    csvRow: (entry) => [
      entry.updatedAt,
      entry.email,
      entry.firstName,
      entry.residence,
      entry.destination,
      entry.source,
      entry.consentedAt,
      entry.updates,
    ],
  },

  form: {
    dom: waitlistFormDom,
    pages: waitlistSources.map((source) => ({
      path: `/${source}` as const,
      viewOf(query) {
        const result = query(waitlistQuery.result);
        return result === "joined" || result === "updated" ? { state: result } : undefined;
      },
    })),
    pageOf: ({ source }) => `/${isWaitlistSource(source) ? source : "open-account"}`,
    sentPath: (entry, stored) => waitlistResultPath(entry.source, stored.alreadyListed ? "updated" : "joined"),
  },
};

export async function removeFromWaitlist({ sql, table }: { sql: Sql; table: string }, email: string): Promise<number> {
  const rows = await sql.rows(`DELETE FROM ${table} WHERE email_key = ${sql.value(1)} RETURNING id`, [
    waitlistEmailKey(email),
  ]);
  return rows.length;
}

/** Deletes entries last joined or updated before `before` (the privacy policy's retention); returns how many. */
export async function removeWaitlistUpdatedBefore(
  { sql, table }: { sql: Sql; table: string },
  before: Date,
): Promise<number> {
  // ISO 8601 times in UTC compare as text.
  const rows = await sql.rows(`DELETE FROM ${table} WHERE updated_at < ${sql.value(1)} RETURNING id`, [
    before.toISOString(),
  ]);
  return rows.length;
}
