/**
 * The side effect of the contact form: the message in the server's database. Read straight from
 * the SQLite file the end-to-end server writes (DATA_DIR in playwright.config.ts), read-only.
 */
import { DatabaseSync } from "node:sqlite";

const databasePath = "test-results/data/intake.sqlite";

export type StoredRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: string;
  idempotency_key: string;
  flags: string;
  delivery_state: string;
  /** The language of the page the message was sent from. */
  language: string;
};

/** Every stored message with this subject (subjects are unique per test). */
export function storedMessages(subject: string): StoredRow[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM messages WHERE subject = ? ORDER BY received_at").all(subject) as StoredRow[];
  } finally {
    db.close();
  }
}

/** A subject no other test (or earlier run) has used. */
export function uniqueSubject(topic: string): string {
  return `${topic} ${crypto.randomUUID().slice(0, 8)}`;
}
