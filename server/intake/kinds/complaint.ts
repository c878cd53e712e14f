/**
 * Complaints (D23): POST /api/complaints, one row per complaint, stored once per idempotency key,
 * with its category; a post without JavaScript lands on the complaints page with its reference.
 */
import {
  complaintCategories,
  complaintFields,
  complaintInputOf,
  complaintLimits,
  validateComplaint,
  type Complaint,
  type ComplaintCategory,
  type ComplaintField,
} from "#app/lib/complaint.ts";
import { referenceQuery } from "#app/contracts/form.ts";
import { complaintFormDom, complaintQuery, complaintSentPath, complaintsPath } from "#app/contracts/complaints.ts";
import { referenceOf } from "#app/lib/intake.ts";
import { site } from "#app/site.config.ts";
import type { IntakeKind, OutboxItem } from "#server/intake/kind.ts";
import { ruleWordsByLanguage, wordsByLanguage } from "#server/intake/kinds/words.ts";
import { insertStatement, newRowColumns, sqlWordList } from "#server/intake/sql.ts";

export type StoredComplaint = Complaint & OutboxItem & { idempotencyKey: string };

const words = wordsByLanguage("complaints");
const ruleWords = ruleWordsByLanguage("complaints");

export const complaintKind: IntakeKind<ComplaintField, Complaint, StoredComplaint> = {
  name: "complaint",
  endpoint: site.complaintsEndpoint,
  tables: { sqlite: "complaints", postgres: "complaints" },

  fields: complaintFields,
  inputOf: complaintInputOf,
  validate: (input, language) => validateComplaint(input, ruleWords(language)),
  refusals: (language) => words(language).refusals,
  logDetails: (complaint) => ({ category: complaint.category }),

  columns: ({ length }) => [
    ["name", `TEXT NOT NULL CHECK (${length}(name) BETWEEN 1 AND ${complaintLimits.name})`],
    ["email", `TEXT NOT NULL CHECK (${length}(email) BETWEEN 1 AND ${complaintLimits.email})`],
    ["phone", `TEXT NOT NULL DEFAULT '' CHECK (${length}(phone) <= ${complaintLimits.phone})`],
    ["category", `TEXT NOT NULL CHECK (category IN (${sqlWordList(complaintCategories)}))`],
    [
      "earlier_reference",
      `TEXT NOT NULL DEFAULT '' CHECK (${length}(earlier_reference) <= ${complaintLimits.reference})`,
    ],
    ["description", `TEXT NOT NULL CHECK (${length}(description) BETWEEN 1 AND ${complaintLimits.description})`],
    ["idempotency_key", "TEXT NOT NULL UNIQUE"],
  ],

  async write(sql, table, submission) {
    const { entry } = submission;
    const { statement, values } = insertStatement(
      sql,
      table,
      {
        ...newRowColumns(submission),
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        category: entry.category,
        earlier_reference: entry.reference,
        description: entry.description,
        idempotency_key: submission.idempotencyKey,
      },
      "ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
    );
    const [inserted] = await sql.rows(statement, values);
    if (inserted) return { id: String(inserted.id), created: true };
    const [existing] = await sql.rows(`SELECT id FROM ${table} WHERE idempotency_key = ${sql.value(1)}`, [
      submission.idempotencyKey,
    ]);
    if (!existing) throw new Error("Idempotency key conflict without a stored complaint");
    return { id: String(existing.id), created: false };
  },

  stored: (row) => ({
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    category: String(row.category) as ComplaintCategory,
    reference: String(row.earlier_reference),
    description: String(row.description),
    idempotencyKey: String(row.idempotency_key),
  }),

  forwardBody: (complaint) => ({
    id: complaint.id,
    receivedAt: complaint.receivedAt,
    reference: referenceOf(complaint.id),
    ...Object.fromEntries(
      complaintFields.map((field) => [field === "reference" ? "earlierReference" : field, complaint[field]]),
    ),
  }),

  team: {
    listHeader: ["category", "from", "about"],
    listRow: (complaint) => [complaint.category, `${complaint.name} <${complaint.email}>`, complaint.description],
    csvHeader: ["name", "email", "phone", "category", "earlier_reference", "description"],
    csvRow: (complaint) => [
      complaint.name,
      complaint.email,
      complaint.phone,
      complaint.category,
      complaint.reference,
      complaint.description,
    ],
  },

  form: {
    dom: complaintFormDom,
    pages: [
      {
        path: complaintsPath,
        viewOf: (query) =>
          query(complaintQuery.result) === "sent" ? { state: "sent", reference: query(referenceQuery) } : undefined,
      },
    ],
    pageOf: () => complaintsPath,
    sentPath: (_, stored) => complaintSentPath(referenceOf(stored.id)),
  },
};
