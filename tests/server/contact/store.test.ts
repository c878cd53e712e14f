import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openMessageStore, type MessageStore } from "#server/contact/store.ts";
import { newMessage, sampleMessage, tempDatabasePath, tempStore } from "./helpers.ts";

const opened: MessageStore[] = [];
function open(path?: string) {
  const result = tempStore(path);
  opened.push(result.store);
  return result;
}
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe("the message store", () => {
  it("creates its folder and file on first use, in WAL mode with synchronous FULL", () => {
    const path = tempDatabasePath();
    expect(existsSync(path)).toBe(false);
    const { store } = open(path);
    expect(existsSync(path)).toBe(true);
    expect(store.durability()).toEqual({ journalMode: "wal", synchronous: 2 });
    // WAL is a property of the file: any other connection sees it too.
    const reader = new DatabaseSync(path, { readOnly: true });
    expect(reader.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    reader.close();
    expect(store.integrityCheck()).toBe("ok");
  });

  it("stores a message with an id, the received time and a pending delivery", () => {
    const { store } = open();
    const receivedAt = new Date("2026-03-01T09:30:00.000Z");
    const { id, created } = store.insert(newMessage({ receivedAt }));
    expect(created).toBe(true);
    expect(store.get(id)).toMatchObject({
      ...sampleMessage,
      id,
      receivedAt: "2026-03-01T09:30:00.000Z",
      flags: [],
      deliveryState: "pending",
      attempts: 0,
      lastError: null,
      deliveredAt: null,
    });
  });

  it("stores a message once per idempotency key and answers the first id again", () => {
    const { store } = open();
    const first = store.insert(newMessage({ idempotencyKey: "same-key-0123456789" }));
    const again = store.insert(newMessage({ idempotencyKey: "same-key-0123456789" }));
    expect(again).toEqual({ id: first.id, created: false });
    expect(store.list()).toHaveLength(1);
  });

  it("holds flagged messages instead of queueing them", () => {
    const { store } = open();
    const { id } = store.insert(newMessage({ flags: ["honeypot", "too-fast"] }));
    expect(store.get(id)).toMatchObject({ deliveryState: "held", flags: ["honeypot", "too-fast"] });
    expect(store.claimDue(Date.now(), 1000, 10)).toEqual([]);
  });

  it("refuses, at the database itself, a row the endpoint would refuse", () => {
    const { store } = open();
    for (const message of [
      { ...sampleMessage, name: "" },
      { ...sampleMessage, subject: "S".repeat(151) },
      { ...sampleMessage, priority: "critical" as "high" },
    ]) {
      expect(() => store.insert(newMessage({ message }))).toThrow(/CHECK constraint/);
    }
    expect(store.list()).toEqual([]);
  });

  it("claims due messages under a lease that keeps anyone else off until it runs out", () => {
    const { store } = open();
    const { id } = store.insert(newMessage());
    const [claimed] = store.claimDue(1_000, 500, 10);
    expect(claimed?.id).toBe(id);
    expect(store.claimDue(1_200, 500, 10)).toEqual([]);
    expect(store.claimDue(1_500, 500, 10).map((message) => message.id)).toEqual([id]);
  });

  it("never hands out a delivered message again", () => {
    const { store } = open();
    const { id } = store.insert(newMessage());
    store.claimDue(0, 0, 10);
    store.markDelivered(id, new Date("2026-03-01T10:00:00Z"));
    expect(store.get(id)).toMatchObject({
      deliveryState: "delivered",
      attempts: 1,
      deliveredAt: "2026-03-01T10:00:00.000Z",
    });
    store.recordFailure(id, "late failure", 0);
    store.release(id, 0);
    expect(store.requeueFailed()).toBe(0);
    expect(store.claimDue(Number.MAX_SAFE_INTEGER, 0, 10)).toEqual([]);
    expect(store.get(id)?.deliveryState).toBe("delivered");
  });

  it("counts failures, schedules retries, gives up, and queues failed messages again on request", () => {
    const { store } = open();
    const { id } = store.insert(newMessage());
    store.recordFailure(id, "HTTP 500", 5_000);
    expect(store.get(id)).toMatchObject({
      deliveryState: "pending",
      attempts: 1,
      lastError: "HTTP 500",
      nextAttemptAt: 5_000,
    });
    expect(store.nextDueAt()).toBe(5_000);
    store.recordFailure(id, "timed out", null);
    expect(store.get(id)).toMatchObject({ deliveryState: "failed", attempts: 2, lastError: "timed out" });
    expect(store.nextDueAt()).toBeNull();
    expect(store.requeueFailed("someone-else")).toBe(0);
    expect(store.requeueFailed(id)).toBe(1);
    expect(store.get(id)).toMatchObject({ deliveryState: "pending", attempts: 0, lastError: null, nextAttemptAt: 0 });
  });

  it("keeps everything across a restart: the file is the outbox", () => {
    const path = tempDatabasePath();
    const first = openMessageStore(path);
    const { id } = first.insert(newMessage());
    first.close();
    const { store } = open(path);
    expect(store.get(id)?.deliveryState).toBe("pending");
  });

  it("lists newest first, by state and up to a limit", () => {
    const { store } = open();
    const older = store.insert(newMessage({ receivedAt: new Date("2026-01-01T00:00:00Z") })).id;
    const newer = store.insert(newMessage({ receivedAt: new Date("2026-01-02T00:00:00Z") })).id;
    const held = store.insert(newMessage({ flags: ["honeypot"] })).id;
    expect(store.list().map((message) => message.id)).toEqual([held, newer, older]);
    expect(store.list({ state: "pending" }).map((message) => message.id)).toEqual([newer, older]);
    expect(store.list({ limit: 1 })).toHaveLength(1);
  });
});
