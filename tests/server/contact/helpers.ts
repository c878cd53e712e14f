/** Shared set-up for the contact pipeline tests: a throwaway database and well-formed messages. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ContactMessage } from "#app/lib/contact.ts";
import { openMessageStore, type NewMessage } from "#server/contact/store.ts";

/** A DATA_DIR of its own, not created yet (the store creates it). */
export function tempDataDir(): string {
  return join(mkdtempSync(join(tmpdir(), "sankofa-contact-")), "data");
}

export function tempDatabasePath(): string {
  return join(tempDataDir(), "contact.sqlite");
}

export function tempStore(path = tempDatabasePath()) {
  return { path, store: openMessageStore(path) };
}

export const sampleMessage: ContactMessage = {
  name: "Chiamaka Obi",
  email: "chiamaka@example.com",
  subject: "Transfer to Lagos",
  message: "My transfer to my mother in Lagos has not arrived.",
  priority: "high",
};

let keyCounter = 0;
/** A fresh, valid idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${String(keyCounter).padStart(8, "0")}-${crypto.randomUUID().slice(0, 8)}`;
}

export function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return { message: sampleMessage, idempotencyKey: newKey(), flags: [], receivedAt: new Date(), ...overrides };
}
