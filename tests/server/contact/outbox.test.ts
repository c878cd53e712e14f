import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  defaultOutboxTiming,
  retryDelay,
  startOutbox,
  type Outbox,
  type OutboxTiming,
} from "#server/contact/outbox.ts";
import { openMessageStore, type MessageStore } from "#server/contact/store.ts";
import { startFakeSpreadsheet } from "./fake-spreadsheet.ts";
import { newMessage, sampleMessage, tempDatabasePath } from "./helpers.ts";

let spreadsheet: Awaited<ReturnType<typeof startFakeSpreadsheet>>;
let path: string;
let store: MessageStore;
let clock: number;
const outboxes: Outbox[] = [];

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
    store,
    target: { url: spreadsheet.url, redirectHosts },
    timing,
    now: () => clock,
    random: () => 0.5,
  });
  outboxes.push(started);
  return started;
}

function storeMessage(flags: Array<"honeypot" | "too-fast"> = []) {
  return store.insert(newMessage({ flags })).id;
}

beforeEach(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  spreadsheet = await startFakeSpreadsheet();
  path = tempDatabasePath();
  store = openMessageStore(path);
  clock = 1_000_000;
});

afterEach(async () => {
  for (const started of outboxes.splice(0)) await started.stop();
  store.close();
  await spreadsheet.close();
  vi.restoreAllMocks();
});

describe("the outbox against a spreadsheet script", () => {
  it("forwards each stored message as multipart form data with its id, once", async () => {
    const id = storeMessage();
    const worker = outbox();
    await worker.wake();
    expect(spreadsheet.posts()).toEqual([expect.objectContaining({ fields: { ...sampleMessage, id } })]);
    expect(store.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 1, lastError: null });
    clock += 10 * 60_000;
    await worker.wake();
    expect(spreadsheet.posts()).toHaveLength(1);
  });

  it("follows the script's 302 with a GET to the expected host", async () => {
    spreadsheet.behave("redirect");
    const id = storeMessage();
    await outbox().wake();
    expect(spreadsheet.received.map(({ method, host, path: requestPath }) => [method, host, requestPath])).toEqual([
      ["POST", spreadsheet.url.host, "/macros/exec"],
      ["GET", spreadsheet.redirectHost, "/echo"],
    ]);
    expect(store.get(id)?.deliveryState).toBe("delivered");
  });

  it.each([
    ["redirect-elsewhere", "redirect to unexpected host 127.0.0.2:"],
    ["redirect-307", "redirect 307 refused"],
    ["redirect-loop", "too many redirects"],
    ["reject", 'answer status "error"'],
    ["html-error", "answer is not JSON"],
    ["server-error", "HTTP 500"],
    ["hang", "timed out"],
  ] as const)("does not count %s as delivered, and says why", async (behaviour, reason) => {
    spreadsheet.behave(behaviour);
    const id = storeMessage();
    await outbox().wake();
    const message = store.get(id)!;
    expect(message).toMatchObject({ deliveryState: "pending", attempts: 1 });
    expect(message.lastError).toContain(reason);
    expect(spreadsheet.received.some((request) => request.host.startsWith("127.0.0.2"))).toBe(false);
  });

  it("refuses a redirect when no other host is expected", async () => {
    spreadsheet.behave("redirect");
    const id = storeMessage();
    await outbox([]).wake();
    expect(store.get(id)?.lastError).toMatch(/unexpected host localhost/);
  });

  it("says so when the script cannot be reached", async () => {
    const id = storeMessage();
    await spreadsheet.close();
    await outbox().wake();
    expect(store.get(id)?.lastError).toBe("network error ECONNREFUSED");
    spreadsheet = await startFakeSpreadsheet();
  });

  it("retries with exponential backoff until it is delivered", async () => {
    spreadsheet.behave("server-error");
    const id = storeMessage();
    const worker = outbox();
    await worker.wake();
    // random() = 0.5: three quarters of each step; steps of 1 s, 2 s, 4 s.
    expect(store.get(id)?.nextAttemptAt).toBe(clock + 750);
    clock += 749;
    await worker.wake();
    expect(spreadsheet.posts()).toHaveLength(1);
    clock += 1;
    await worker.wake();
    expect(store.get(id)).toMatchObject({ attempts: 2, nextAttemptAt: clock + 1_500 });
    spreadsheet.behave("accept");
    clock += 1_500;
    await worker.wake();
    expect(store.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 3 });
    expect(spreadsheet.posts()).toHaveLength(3);
  });

  it("marks a message failed after the last attempt, and forwards it once it is queued again", async () => {
    spreadsheet.behave("reject");
    const id = storeMessage();
    const worker = outbox();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await worker.wake();
      clock += 60_000;
    }
    expect(store.get(id)).toMatchObject({ deliveryState: "failed", attempts: 4 });
    await worker.wake();
    expect(spreadsheet.posts()).toHaveLength(4);

    spreadsheet.behave("accept");
    expect(store.requeueFailed()).toBe(1);
    await worker.wake();
    expect(store.get(id)).toMatchObject({ deliveryState: "delivered", attempts: 1 });
  });

  it("never forwards held messages", async () => {
    storeMessage(["honeypot"]);
    storeMessage(["too-fast"]);
    await outbox().wake();
    expect(spreadsheet.received).toEqual([]);
  });

  it("survives a restart: the backlog goes out when the next worker starts", async () => {
    spreadsheet.behave("server-error");
    const ids = [storeMessage(), storeMessage(), storeMessage()];
    const first = outbox();
    await first.wake();
    await first.stop();
    store.close();

    spreadsheet.behave("accept");
    store = openMessageStore(path);
    clock += 60_000;
    const second = outbox();
    await second.wake();
    for (const id of ids) expect(store.get(id)?.deliveryState).toBe("delivered");
    // Three failed attempts before the restart, three deliveries after it: nothing more.
    expect(spreadsheet.posts()).toHaveLength(6);
  });

  it("stops promptly on shutdown, giving the attempt under way back uncounted", async () => {
    spreadsheet.behave("hang");
    const id = storeMessage();
    const worker = startOutbox({
      store,
      target: { url: spreadsheet.url, redirectHosts: [] },
      timing: { ...timing, attemptTimeoutMs: 60_000 },
      now: () => clock,
    });
    const pass = worker.wake();
    await vi.waitFor(() => expect(spreadsheet.posts()).toHaveLength(1));
    const started = performance.now();
    await worker.stop();
    await pass;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(store.get(id)).toMatchObject({ deliveryState: "pending", attempts: 0, nextAttemptAt: clock });
  });

  it("forwards a new message as soon as it is woken, without waiting for the poll", async () => {
    const worker = outbox();
    await worker.wake();
    const id = storeMessage();
    await worker.wake();
    expect(store.get(id)?.deliveryState).toBe("delivered");
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
