/**
 * The outbox worker (D13): forwards one kind's stored submissions to the spreadsheet script. Every instance
 * runs one per kind on the same table, the queue. A submission is claimed just before it is sent, under a
 * lease that outlasts the attempt: if this process dies, it is due again when the lease runs out. A crash
 * after the script accepted one but before it was marked delivered sends it twice; the id sent with it lets
 * the script drop the repeat. Up to `concurrency` go at once, so a hung call holds one slot, not the queue.
 */
import { log } from "#server/log.ts";
import { forwardSubmission, type ForwardResult, type ForwardTarget } from "#server/intake/forward.ts";
import type { OutboxItem } from "#server/intake/kind.ts";
import type { OutboxObserver } from "#server/ops/metrics.ts";
import type { Claim, OutboxQueue } from "#server/intake/store.ts";

export type OutboxTiming = {
  /** One attempt, redirect included. Apps Script answers in a few seconds when healthy. */
  attemptTimeoutMs: number;
  /** The first retry comes after half to all of this. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How often to look for due items anyway: the team's `retry` queues them without waking the worker. */
  pollMs: number;
  concurrency: number;
};

/**
 * 10 s doubling to a 1 h cap, 30 attempts: the delays add up to between 10.7 and 21.4 hours,
 * long enough to ride out a broken script or a quota exhausted for the day.
 */
export const defaultOutboxTiming: OutboxTiming = {
  attemptTimeoutMs: 15_000,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
  pollMs: 30_000,
  concurrency: 4,
};

/**
 * After failed attempt number `attempt` (1-based), in ms: "equal jitter", half the capped step so retries
 * stay spaced, plus a random half so submissions that failed together do not retry together.
 */
export function retryDelay(attempt: number, timing: OutboxTiming, random: () => number = Math.random): number {
  const step = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** A thrown fetch as a short reason without personal data: a timeout or the network error code. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === "string" ? `network error ${code}` : "network error";
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "unknown";
}

export type OutboxOptions<Item extends OutboxItem> = {
  store: OutboxQueue<Item>;
  target: ForwardTarget;
  bodyOf: (item: Item) => string;
  name: string;
  timing?: Partial<OutboxTiming>;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  observer?: OutboxObserver;
};

export type Outbox = {
  wake(): Promise<void>;
  /** Attempts under way are aborted and given back uncounted. */
  stop(): Promise<void>;
};

export function startOutbox<Item extends OutboxItem>({
  store,
  target,
  bodyOf,
  name,
  timing: timingOverrides = {},
  fetch: fetchImpl = fetch,
  now = Date.now,
  random = Math.random,
  observer,
}: OutboxOptions<Item>): Outbox {
  const timing = { ...defaultOutboxTiming, ...timingOverrides };
  // Twice the attempt's timeout: it is aborted, and its outcome recorded, well before anyone else may claim it.
  const leaseMs = timing.attemptTimeoutMs * 2;
  const stopping = new AbortController();
  const slots = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  async function attempt(claim: Claim<Item>): Promise<void> {
    const { item } = claim;
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(timing.attemptTimeoutMs)]);
    let result: ForwardResult;
    const started = performance.now();
    try {
      result = await forwardSubmission(bodyOf(item), target, { signal, fetch: fetchImpl });
    } catch (error) {
      if (stopping.signal.aborted) {
        await store.release(claim, now());
        return;
      }
      result = { delivered: false, error: describeFailure(error) };
    }
    const attemptNumber = item.attempts + 1;
    const seconds = (performance.now() - started) / 1000;
    if (result.delivered) {
      observer?.attempted({ delivered: true, seconds });
      const recorded = await store.markDelivered(claim, new Date(now()));
      log(`${name}.forwarded`, { id: item.id, attempt: attemptNumber, leaseLost: recorded ? undefined : true });
      return;
    }
    const giveUp = attemptNumber >= timing.maxAttempts;
    observer?.attempted({ delivered: false, error: result.error, gaveUp: giveUp, seconds });
    const recorded = await store.recordFailure(
      claim,
      result.error,
      giveUp ? null : now() + retryDelay(attemptNumber, timing, random),
    );
    log(giveUp ? `${name}.forward-gave-up` : `${name}.forward-failed`, {
      id: item.id,
      attempt: attemptNumber,
      error: result.error,
      leaseLost: recorded ? undefined : true,
    });
  }

  async function runSlot(): Promise<void> {
    while (!stopping.signal.aborted) {
      const time = now();
      const claim = await store.claimNext(time, time + leaseMs);
      if (!claim) return;
      await attempt(claim);
    }
  }

  async function scheduleNext(): Promise<void> {
    if (stopping.signal.aborted || slots.size > 0) return;
    const due = await store.nextDueAt().catch(() => null);
    if (stopping.signal.aborted || slots.size > 0) return;
    const wait = due === null ? timing.pollMs : Math.min(timing.pollMs, Math.max(0, due - now()));
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    // The worker never keeps the process alive on its own.
    timer.unref();
  }

  function wake(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    clearTimeout(timer);
    while (slots.size < timing.concurrency) {
      const slot: Promise<void> = runSlot()
        .catch((error: unknown) => log(`${name}.outbox-error`, { error: errorMessage(error) }))
        .finally(() => {
          slots.delete(slot);
          void scheduleNext();
        });
      slots.add(slot);
    }
    return Promise.all(slots).then(() => undefined);
  }

  // After a restart, the backlog goes out first.
  void wake();

  return {
    wake,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await Promise.all(slots);
    },
  };
}
