import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultOutboxTiming, retryDelay, startOutbox, type Outbox, type OutboxTiming } from "#server/intake/outbox.ts";
import { forwardJson } from "#server/intake/forward.ts";
import { contactKind, type StoredMessage } from "#server/intake/kinds/contact.ts";
import { openSqliteStore, type SqliteIntakeStore } from "#server/intake/sqlite.ts";
import { startFakeSpreadsheet, type FakeSpreadsheet } from "#scripts/lib/fake-spreadsheet.ts";
import { describeEachStore, newMessage, sampleMessage, tempDatabasePath } from "./helpers.ts";

let spreadsheet: FakeSpreadsheet;
let path: string;
let store: SqliteIntakeStore;
let clock: number;
const outboxes: Outbox[] = [];

/** The contact kind's body and log name, as the server's outbox for messages sends them. */
const forwarding = { bodyOf: (item: StoredMessage) => forwardJson(contactKind, item), name: "contact" };

/** Short timings so that every retry path runs in milliseconds; the clock is ours to move. */
const timing: Partial<OutboxTiming> = {
  attemptTimeoutMs: 300,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  maxAttempts: 4,
  pollMs: 60_000,
};

function outbox(redirectHosts = [spreadsheet.redirectHost]) {
  const started = startOutbox({
    ...forwarding,
    store: store.contact,
    target: { url: spreadsheet.url, redirectHosts },
    timing,
    now: () => clock,
  });
  outboxes.push(started);
  return started;
}

async function storeMessage(flags: Array<"honeypot" | "too-fast"> = []) {
  return (await store.contact.write(newMessage({ flags }))).id;
}

beforeEach(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  spreadsheet = await startFakeSpreadsheet();
  path = tempDatabasePath();
  store = await openSqliteStore(path);
  clock = 1_000_000;
});

afterEach(async () => {
  for (const started of outboxes.splice(0)) await started.stop();
  await store.close();
  await spreadsheet.close();
  vi.restoreAllMocks();
});

describe("the outbox against a spreadsheet script", () => {
  it("forwards each stored message as JSON with its id, through the script's 302, once", async () => {
    const id = await storeMessage();
    const worker = outbox();
    await worker.wake();
    expect(spreadsheet.received.map(({ method, host, path: requestPath }) => [method, host, requestPath])).toEqual([
      ["POST", spreadsheet.url.host, "/macros/exec"],
      ["GET", spreadsheet.redirectHost, "/macros/echo"],
    ]);
    expect(spreadsheet.posts()[0]?.body).toEqual({
      kind: "contact",
      ...sampleMessage,
      id,
      receivedAt: expect.any(String),
    });
    expect(spreadsheet.rowsPerId()).toEqual(new Map([[id, 1]]));
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 1, lastError: null });
    clock += 10 * 60_000;
    await worker.wake();
    expect(spreadsheet.posts()).toHaveLength(1);
  });

  it("forwards the message's line breaks as LF, exactly as stored", async () => {
    const text = "First line\nSecond line\n\nAfter a blank line";
    const { id } = await store.contact.write(newMessage({ entry: { ...sampleMessage, message: text } }));
    await outbox().wake();
    expect(spreadsheet.posts()[0]?.body.message).toBe(text);
    expect(spreadsheet.rows()[0]).toContain(text);
    expect((await store.contact.get(id))?.deliveryState).toBe("delivered");
  });

  it.each([
    ["redirect-elsewhere", "redirect to unexpected host 127.0.0.2:"],
    ["redirect-307", "redirect 307 refused"],
    ["redirect-loop", "too many redirects"],
    ["reject", 'answer status "error"'],
    ["html-error", "answer is not JSON"],
    ["server-error", "HTTP 500"],
    ["hang", "timed out"],
  ] as const)("does not count %s as delivered, records why and when to retry", async (behaviour, reason) => {
    spreadsheet.behave(behaviour);
    const id = await storeMessage();
    await outbox().wake();
    const message = (await store.contact.get(id))!;
    expect(message).toMatchObject({ deliveryState: "pending", attempts: 1 });
    expect(message.lastError).toContain(reason);
    // The first retry comes after half to all of the 1 s base delay, in whole milliseconds.
    expect(Number.isInteger(message.nextAttemptAt)).toBe(true);
    expect(message.nextAttemptAt).toBeGreaterThanOrEqual(clock + 500);
    expect(message.nextAttemptAt).toBeLessThanOrEqual(clock + 1_000);
    expect(spreadsheet.received.some((request) => request.host.startsWith("127.0.0.2"))).toBe(false);
  });

  it("refuses a redirect when no other host is expected", async () => {
    const id = await storeMessage();
    await outbox([]).wake();
    expect((await store.contact.get(id))?.lastError).toMatch(/unexpected host localhost/);
  });

  it("says so when the script cannot be reached", async () => {
    const id = await storeMessage();
    await spreadsheet.close();
    await outbox().wake();
    expect((await store.contact.get(id))?.lastError).toBe("network error ECONNREFUSED");
    spreadsheet = await startFakeSpreadsheet();
  });

  it("retries after each backoff, with random jitter, until it is delivered", async () => {
    spreadsheet.behave("server-error");
    const id = await storeMessage();
    const worker = outbox();
    await worker.wake();
    // Steps of 1 s, 2 s, 4 s: each retry after half to all of its step.
    for (const [attempts, step] of [
      [1, 1_000],
      [2, 2_000],
    ] as const) {
      const { nextAttemptAt } = (await store.contact.get(id))!;
      expect(await store.contact.get(id)).toMatchObject({ attempts, deliveryState: "pending" });
      expect(nextAttemptAt - clock).toBeGreaterThanOrEqual(step / 2);
      expect(nextAttemptAt - clock).toBeLessThanOrEqual(step);
      clock = nextAttemptAt - 1;
      await worker.wake();
      expect(spreadsheet.posts()).toHaveLength(attempts);
      clock += 1;
      await worker.wake();
    }
    spreadsheet.behave("accept");
    clock = (await store.contact.get(id))!.nextAttemptAt;
    await worker.wake();
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 4 });
    expect(spreadsheet.posts()).toHaveLength(4);
  });

  it("marks a message failed after the last attempt, and forwards it once it is queued again", async () => {
    spreadsheet.behave("reject");
    const id = await storeMessage();
    const worker = outbox();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await worker.wake();
      clock += 60_000;
    }
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "failed", attempts: 4 });
    await worker.wake();
    expect(spreadsheet.posts()).toHaveLength(4);

    spreadsheet.behave("accept");
    expect(await store.contact.requeueFailed()).toBe(1);
    await worker.wake();
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 1 });
  });

  it("never forwards held messages", async () => {
    await storeMessage(["honeypot"]);
    await storeMessage(["too-fast"]);
    await outbox().wake();
    expect(spreadsheet.received).toEqual([]);
  });

  it("survives a restart: the backlog goes out when the next worker starts", async () => {
    spreadsheet.behave("server-error");
    const ids = [await storeMessage(), await storeMessage(), await storeMessage()];
    const first = outbox();
    await first.wake();
    await first.stop();
    await store.close();

    spreadsheet.behave("accept");
    store = await openSqliteStore(path);
    clock += 60_000;
    const second = outbox();
    await second.wake();
    for (const id of ids) expect((await store.contact.get(id))?.deliveryState).toBe("delivered");
    // Three failed attempts before the restart, three deliveries after it: nothing more.
    expect(spreadsheet.posts()).toHaveLength(6);
  });

  it("keeps forwarding while one call hangs: a message never waits on another", async () => {
    spreadsheet.behave("hang");
    const stuck = await storeMessage();
    const worker = startOutbox({
      ...forwarding,
      store: store.contact,
      target: { url: spreadsheet.url, redirectHosts: [spreadsheet.redirectHost] },
      timing: { ...timing, attemptTimeoutMs: 60_000, concurrency: 2 },
      now: () => clock,
    });
    outboxes.push(worker);
    await vi.waitFor(() => expect(spreadsheet.posts()).toHaveLength(1));
    spreadsheet.behave("accept");
    const next = await storeMessage();
    void worker.wake();
    await vi.waitFor(async () => expect((await store.contact.get(next))?.deliveryState).toBe("delivered"));
    expect((await store.contact.get(stuck))?.deliveryState).toBe("pending");
  });

  it("stops promptly on shutdown, giving the attempt under way back uncounted", async () => {
    spreadsheet.behave("hang");
    const id = await storeMessage();
    const worker = startOutbox({
      ...forwarding,
      store: store.contact,
      target: { url: spreadsheet.url, redirectHosts: [] },
      timing: { ...timing, attemptTimeoutMs: 60_000 },
      now: () => clock,
    });
    const pass = worker.wake();
    await vi.waitFor(() => expect(spreadsheet.posts()).toHaveLength(1));
    await worker.stop();
    await pass;
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "pending", attempts: 0, nextAttemptAt: clock });
  });

  it("forwards a new message as soon as it is woken, without waiting for the poll", async () => {
    const worker = outbox();
    await worker.wake();
    const id = await storeMessage();
    await worker.wake();
    expect((await store.contact.get(id))?.deliveryState).toBe("delivered");
  });
});

describe("the receiving script's dedupe, end to end", () => {
  it("makes one row when a message is sent again after the sheet took it (a lost answer, a kill)", async () => {
    // The script runs and adds the row, but the answer never comes back in time.
    spreadsheet.behave("hang");
    const id = await storeMessage();
    const worker = outbox();
    await worker.wake();
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "pending", lastError: "timed out" });
    spreadsheet.behave("accept");
    clock += 60_000;
    await worker.wake();
    expect(await store.contact.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 2 });
    expect(spreadsheet.posts()).toHaveLength(2);
    expect(spreadsheet.rowsPerId()).toEqual(new Map([[id, 1]]));
  });
});

/** The sum of every delay between the default attempts, in hours. */
function hoursOfRetries(random: () => number): number {
  let total = 0;
  for (let attempt = 1; attempt < defaultOutboxTiming.maxAttempts; attempt += 1) {
    total += retryDelay(attempt, defaultOutboxTiming, random);
  }
  return total / 3_600_000;
}

describe("retryDelay", () => {
  it("doubles from the base, is capped, and keeps at least half of each step", () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((attempt) =>
      retryDelay(attempt, defaultOutboxTiming, () => 1),
    );
    expect(steps.slice(0, 4)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(Math.max(...steps)).toBe(defaultOutboxTiming.maxDelayMs);
    expect(retryDelay(3, defaultOutboxTiming, () => 0)).toBe(20_000);
    expect(retryDelay(30, defaultOutboxTiming, () => 0.999)).toBeLessThanOrEqual(defaultOutboxTiming.maxDelayMs);
  });

  it("spends between 10.7 and 21.4 hours on all the retries by default", () => {
    expect(hoursOfRetries(() => 0)).toBeCloseTo(10.7, 1);
    expect(hoursOfRetries(() => 1)).toBeCloseTo(21.4, 1);
  });
});

describeEachStore("two servers forwarding from one database", (openStore) => {
  it("send each message once, even when the script takes seconds to answer", async () => {
    const slowSheet = await startFakeSpreadsheet({ slowMs: 200 });
    slowSheet.behave("slow");
    const [first, second] = [await openStore(), await openStore()];
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 30; i += 1) ids.add((await first.contact.write(newMessage())).id);
      const workers = [first, second].map((shared) =>
        startOutbox({
          ...forwarding,
          store: shared.contact,
          target: { url: slowSheet.url, redirectHosts: [slowSheet.redirectHost] },
          timing: { ...timing, attemptTimeoutMs: 5_000, concurrency: 4 },
        }),
      );
      await Promise.all(workers.map((worker) => worker.wake()));
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(slowSheet.posts()).toHaveLength(30);
      expect(slowSheet.repeats()).toBe(0);
      expect([...slowSheet.rowsPerId().keys()].toSorted()).toEqual([...ids].toSorted());
      for (const id of ids) expect((await first.contact.get(id))?.deliveryState).toBe("delivered");
    } finally {
      await first.close();
      await second.close();
      await slowSheet.close();
    }
  });
});
