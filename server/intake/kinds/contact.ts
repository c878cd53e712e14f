/** The contact form's messages (D13, D14): one row per message, stored once per idempotency key. */
import {
  contactFields,
  contactInputOf,
  contactLimits,
  contactPriorities,
  isContactPriority,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
  type ContactPriority,
} from "#app/lib/contact.ts";
import { referenceQuery } from "#app/contracts/form.ts";
import { contactFormDom, contactSentPath, supportPath, supportQuery } from "#app/contracts/support.ts";
import { referenceOf } from "#app/lib/intake.ts";
import { site } from "#app/site.config.ts";
import type { IntakeKind, OutboxItem } from "#server/intake/kind.ts";
import { ruleWordsByLanguage, wordsByLanguage } from "#server/intake/kinds/words.ts";
import { insertStatement, newRowColumns, sqlWordList } from "#server/intake/sql.ts";

export type StoredMessage = ContactMessage & OutboxItem & { idempotencyKey: string };

const words = wordsByLanguage("contact");

const ruleWords = ruleWordsByLanguage("contact");

export const contactKind: IntakeKind<ContactField, ContactMessage, StoredMessage> = {
  name: "contact",
  endpoint: site.contactEndpoint,
  tables: { sqlite: "messages", postgres: "contact_messages" },

  fields: contactFields,
  inputOf: contactInputOf,
  validate: (input, language) => validateContactMessage(input, ruleWords(language)),
  refusals: (language) => words(language).serverMessages,
  logDetails: (message) => ({ priority: message.priority }),

  // The CHECKs repeat the form's rules (D14): not even a bug can store a row the form would refuse.
  columns: ({ length }) => [
    ["name", `TEXT NOT NULL CHECK (${length}(name) BETWEEN 1 AND ${contactLimits.name})`],
    ["email", `TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${contactLimits.email})`],
    ["subject", `TEXT NOT NULL CHECK (${length}(subject) BETWEEN 1 AND ${contactLimits.subject})`],
    ["message", `TEXT NOT NULL CHECK (${length}(message) BETWEEN 1 AND ${contactLimits.message})`],
    ["priority", `TEXT NOT NULL CHECK (priority IN (${sqlWordList(contactPriorities)}))`],
    ["idempotency_key", "TEXT NOT NULL UNIQUE"],
  ],

  async write(sql, table, submission) {
    const { entry } = submission;
    const { statement, values } = insertStatement(
      sql,
      table,
      { ...newRowColumns(submission), ...entry, idempotency_key: submission.idempotencyKey },
      "ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
    );
    const [inserted] = await sql.rows(statement, values);
    if (inserted) return { id: String(inserted.id), created: true };
    const [existing] = await sql.rows(`SELECT id FROM ${table} WHERE idempotency_key = ${sql.value(1)}`, [
      submission.idempotencyKey,
    ]);
    if (!existing) throw new Error("Idempotency key conflict without a stored message");
    return { id: String(existing.id), created: false };
  },

  stored: (row) => ({
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    priority: String(row.priority) as ContactPriority,
    idempotencyKey: String(row.idempotency_key),
  }),

  forwardBody: (message) => ({
    id: message.id,
    receivedAt: message.receivedAt,
    ...Object.fromEntries(contactFields.map((field) => [field, message[field]])),
  }),

  team: {
    listHeader: ["priority", "from", "subject"],
    listRow: (message) => [message.priority, `${message.name} <${message.email}>`, message.subject],
    csvHeader: ["name", "email", "subject", "message", "priority"],
    csvRow: (message) => [message.name, message.email, message.subject, message.message, message.priority],
  },

  form: {
    dom: contactFormDom,
    // `?priority=urgent` (D6) and `?contact=sent`.
    pages: [
      {
        path: supportPath,
        viewOf(query) {
          if (query(supportQuery.result) === "sent") return { state: "sent", reference: query(referenceQuery) };
          const priority = query(supportQuery.priority);
          return isContactPriority(priority) ? { values: { priority } } : undefined;
        },
      },
    ],
    pageOf: () => supportPath,
    sentPath: (_, stored) => contactSentPath(referenceOf(stored.id)),
  },
};
