import { existsSync, statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { contactPriorities } from "#app/lib/contact.ts";
import { deliveryStates } from "#server/intake/kind.ts";
import { sqlWordList } from "#server/intake/sql.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import type { IntakeStore } from "#server/intake/store.ts";
import { describeEachStore, newMessage, newWaitlistEntry, sampleMessage, tempDatabasePath } from "./helpers.ts";

const opened: IntakeStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describeEachStore("the contact kind's store", (openStore, kind) => {
  async function open() {
    const store = await openStore();
    opened.push(store);
    return store;
  }

  it("stores a message with an id, the received time and a pending delivery", async () => {
    const store = await open();
    const receivedAt = new Date("2026-03-01T09:30:00.000Z");
    const { id, created } = await store.contact.write(newMessage({ receivedAt }));
    expect(created).toBe(true);
    expect(await store.contact.get(id)).toMatchObject({
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

  it("keeps line breaks and every character exactly as written", async () => {
    const store = await open();
    const text = "Line one\nLine two\r\nTabs\tand emoji 🌍, Ọ̀yọ́ and 中文";
    const { id } = await store.contact.write(newMessage({ entry: { ...sampleMessage, message: text } }));
    expect((await store.contact.get(id))?.message).toBe(text);
  });

  it("stores a message once per idempotency key and answers the first id again", async () => {
    const store = await open();
    const first = await store.contact.write(newMessage({ idempotencyKey: "same-key-0123456789" }));
    const again = await store.contact.write(newMessage({ idempotencyKey: "same-key-0123456789" }));
    expect(again).toEqual({ id: first.id, created: false });
    expect(await store.contact.list()).toHaveLength(1);
  });

  it("holds flagged messages instead of queueing them", async () => {
    const store = await open();
    const { id } = await store.contact.write(newMessage({ flags: ["honeypot", "too-fast"] }));
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "held", flags: ["honeypot", "too-fast"] });
    expect(await store.contact.claimNext(Date.now(), Date.now() + 1000)).toBeUndefined();
  });

  it("refuses, at the database itself, a row the endpoint would refuse", async () => {
    const store = await open();
    for (const message of [
      { ...sampleMessage, name: "" },
      { ...sampleMessage, subject: "S".repeat(151) },
      { ...sampleMessage, priority: "critical" as "high" },
    ]) {
      await expect(store.contact.write(newMessage({ entry: message }))).rejects.toThrow(/check constraint/i);
    }
    expect(await store.contact.list()).toEqual([]);
  });

  it("claims one message at a time, under a lease that keeps anyone else off until it runs out", async () => {
    const store = await open();
    const { id: first } = await store.contact.write(newMessage({ receivedAt: new Date("2026-01-01T00:00:00Z") }));
    const { id: second } = await store.contact.write(newMessage({ receivedAt: new Date("2026-01-01T00:01:00Z") }));
    const claim = await store.contact.claimNext(1_000, 1_500);
    expect(claim?.item.id).toBe(first);
    // The other message is free for another worker; the claimed one is not.
    expect((await store.contact.claimNext(1_200, 1_700))?.item.id).toBe(second);
    expect(await store.contact.claimNext(1_400, 1_900)).toBeUndefined();
    // The lease ran out: the message is due again, under a new lease.
    const again = await store.contact.claimNext(1_500, 2_000);
    expect(again?.item.id).toBe(first);
    expect(again?.lease).not.toBe(claim?.lease);
  });

  it("ignores the outcome reported under a lease that was lost", async () => {
    const store = await open();
    const { id } = await store.contact.write(newMessage());
    const stale = (await store.contact.claimNext(0, 100))!;
    const current = (await store.contact.claimNext(100, 200))!;
    expect(await store.contact.recordFailure(stale, "late timeout", 5_000)).toBe(false);
    expect(await store.contact.markDelivered(stale, new Date())).toBe(false);
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "pending", attempts: 0 });
    expect(await store.contact.markDelivered(current, new Date())).toBe(true);
  });

  it("never hands out a delivered message again", async () => {
    const store = await open();
    const { id } = await store.contact.write(newMessage());
    const claim = (await store.contact.claimNext(0, 0))!;
    await store.contact.markDelivered(claim, new Date("2026-03-01T10:00:00Z"));
    expect(await store.contact.get(id)).toMatchObject({
      deliveryState: "delivered",
      attempts: 1,
      deliveredAt: "2026-03-01T10:00:00.000Z",
    });
    await store.contact.recordFailure(claim, "late failure", 0);
    await store.contact.release(claim, 0);
    expect(await store.contact.requeueFailed()).toBe(0);
    expect(await store.contact.claimNext(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBeUndefined();
    expect((await store.contact.get(id))?.deliveryState).toBe("delivered");
  });

  it("counts failures, schedules retries, gives up, and queues failed messages again on request", async () => {
    const store = await open();
    const { id } = await store.contact.write(newMessage());
    await store.contact.recordFailure((await store.contact.claimNext(0, 100))!, "HTTP 500", 5_000);
    expect(await store.contact.get(id)).toMatchObject({
      deliveryState: "pending",
      attempts: 1,
      lastError: "HTTP 500",
      nextAttemptAt: 5_000,
    });
    expect(await store.contact.nextDueAt()).toBe(5_000);
    expect(await store.contact.claimNext(4_999, 6_000)).toBeUndefined();
    await store.contact.recordFailure((await store.contact.claimNext(5_000, 6_000))!, "timed out", null);
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "failed", attempts: 2, lastError: "timed out" });
    expect(await store.contact.nextDueAt()).toBeNull();
    expect(await store.contact.requeueFailed("someone-else")).toBe(0);
    expect(await store.contact.requeueFailed(id)).toBe(1);
    expect(await store.contact.get(id)).toMatchObject({
      deliveryState: "pending",
      attempts: 0,
      lastError: null,
      nextAttemptAt: 0,
    });
  });

  it("gives a claimed message back uncounted", async () => {
    const store = await open();
    const { id } = await store.contact.write(newMessage());
    await store.contact.release((await store.contact.claimNext(0, 10_000))!, 50);
    expect(await store.contact.get(id)).toMatchObject({ attempts: 0, nextAttemptAt: 50 });
  });

  it("keeps everything across a reconnection: the database is the outbox", async () => {
    const first = await openStore();
    const { id } = await first.contact.write(newMessage());
    await first.close();
    const store = await open();
    expect((await store.contact.get(id))?.deliveryState).toBe("pending");
  });

  it("lists newest first, by state and up to a limit", async () => {
    const store = await open();
    const older = (await store.contact.write(newMessage({ receivedAt: new Date("2026-01-01T00:00:00Z") }))).id;
    const newer = (await store.contact.write(newMessage({ receivedAt: new Date("2026-01-02T00:00:00Z") }))).id;
    const held = (await store.contact.write(newMessage({ flags: ["honeypot"] }))).id;
    expect((await store.contact.list()).map((message) => message.id)).toEqual([held, newer, older]);
    expect((await store.contact.list({ state: "pending" })).map((message) => message.id)).toEqual([newer, older]);
    expect(await store.contact.list({ limit: 1 })).toHaveLength(1);
  });

  it(`hands each message to exactly one of several workers claiming at once (${kind})`, async () => {
    const stores = [await open(), await open(), await open()];
    const ids = new Set<string>();
    for (let i = 0; i < 30; i += 1) ids.add((await stores[0]!.contact.write(newMessage())).id);
    const claimed: string[] = [];
    await Promise.all(
      stores.map(async (store) => {
        for (;;) {
          const claim = await store.contact.claimNext(0, Number.MAX_SAFE_INTEGER);
          if (!claim) return;
          claimed.push(claim.item.id);
        }
      }),
    );
    expect(claimed.toSorted()).toEqual([...ids].toSorted());
  });
});

describe("the SQLite file", () => {
  it("is created with its folder on first use, in WAL mode with synchronous FULL", async () => {
    const path = tempDatabasePath();
    expect(existsSync(path)).toBe(false);
    const store = await openSqliteStore(path);
    opened.push(store);
    expect(existsSync(path)).toBe(true);
    expect(store.durability()).toEqual({ journalMode: "wal", synchronous: 2 });
    // WAL is a property of the file: any other connection sees it too.
    const reader = new DatabaseSync(path, { readOnly: true });
    expect(reader.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    reader.close();
    expect(store.integrityCheck()).toBe("ok");
  });

  it("takes its CHECK lists from the code's own priorities and delivery states", async () => {
    const priorityWords = sqlWordList(contactPriorities);
    expect(priorityWords).toBe(contactPriorities.map((priority) => `'${priority}'`).join(", "));
    const path = tempDatabasePath();
    const store = await openSqliteStore(path);
    opened.push(store);
    const reader = new DatabaseSync(path, { readOnly: true });
    const { sql } = reader.prepare("SELECT sql FROM sqlite_master WHERE name = 'messages'").get() as { sql: string };
    reader.close();
    for (const state of deliveryStates) expect(sql).toContain(`'${state}'`);
    expect(sql).toContain(`priority IN (${priorityWords})`);
  });

  it("adds to an older file the tables and columns it lacks, keeping its messages, which are English", async () => {
    const path = tempDatabasePath();
    const store = await openSqliteStore(path);
    const { id } = await store.contact.write(newMessage());
    await store.close();
    const db = new DatabaseSync(path);
    db.exec("ALTER TABLE messages DROP COLUMN lease; ALTER TABLE messages DROP COLUMN language; DROP TABLE waitlist;");
    db.close();
    const upgraded = await openSqliteStore(path);
    opened.push(upgraded);
    await upgraded.contact.write(newMessage({ language: "ar" }));
    const first = await upgraded.contact.claimNext(0, 100);
    expect(first?.item).toMatchObject({ id, language: "en" });
    expect((await upgraded.contact.claimNext(0, 100))?.item.language).toBe("ar");
    expect((await upgraded.waitlist.write(newWaitlistEntry())).created).toBe(true);
  });

  it("lets two servers open a new file at once, the schema made once", async () => {
    const path = tempDatabasePath();
    const [first, second] = await Promise.all([openSqliteStore(path), openSqliteStore(path)]);
    opened.push(first, second);
    const { id } = await first.contact.write(newMessage());
    expect((await second.contact.get(id))?.id).toBe(id);
  });

  it("keeps its write-ahead log to a few MB after 10,000 messages", async () => {
    const path = tempDatabasePath();
    const store = await openSqliteStore(path);
    opened.push(store);
    for (let i = 0; i < 10_000; i += 1) {
      await store.contact.write(newMessage({ entry: { ...sampleMessage, message: "M".repeat(1_000) } }));
    }
    const walBytes = statSync(`${path}-wal`).size;
    expect(walBytes).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(statSync(path).size).toBeGreaterThan(10_000 * 1_000);
  }, 120_000);
});
