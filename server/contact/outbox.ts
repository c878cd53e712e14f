/**
 * The outbox worker (D13): forwards stored messages to the spreadsheet script, in the server's
 * own process. The messages table is the outbox, so nothing is lost across restarts:
 * - a message is claimed for one attempt with a lease (store.claimDue), and becomes due again if
 *   the process dies mid-attempt;
 * - a failed attempt is retried with capped exponential backoff and jitter, and after the last
 *   one the message is marked failed until the support team queues it again;
 * - a delivered message is never claimed again. The one window left, a crash after the script
 *   accepted a message but before it was marked delivered, sends it twice; the message id sent
 *   with it lets the script drop the repeat.
 */
import { log } from "#server/log.ts";
import { forwardMessage, type ForwardResult, type ForwardTarget } from "#server/contact/forward.ts";
import type { MessageStore, StoredMessage } from "#server/contact/store.ts";

export type OutboxTiming = {
  /** One attempt, redirect included. Apps Script answers in a few seconds when healthy. */
  attemptTimeoutMs: number;
  /** The first retry comes after half to all of this. */
  baseDelayMs: number;
  /** Retries are never further apart than this. */
  maxDelayMs: number;
  /** After this many attempts the message is marked failed. */
  maxAttempts: number;
  /** How often to look for due messages anyway: retries queued by `npm run messages -- retry`. */
  pollMs: number;
  batchSize: number;
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
  batchSize: 20,
};

/**
 * Delay before the retry that follows failed attempt number `attempt` (1-based): exponential,
 * capped, with "equal jitter": at least half the step, so retries stay spaced, plus a random half,
 * so messages that failed together do not all retry together.
 */
export function retryDelay(attempt: number, timing: OutboxTiming, random: () => number = Math.random): number {
  const step = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** (attempt - 1));
  return step / 2 + (random() * step) / 2;
}

/** A thrown fetch as a short reason without personal data: a timeout or the network error code. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === "string" ? `network error ${code}` : "network error";
}

export type OutboxOptions = {
  store: MessageStore;
  target: ForwardTarget;
  timing?: Partial<OutboxTiming>;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
};

export type Outbox = {
  /** Forwards whatever is due now; resolves when that pass is over. */
  wake(): Promise<void>;
  /** Stops after aborting the attempt under way, which is given back uncounted. */
  stop(): Promise<void>;
};

export function startOutbox({
  store,
  target,
  timing: timingOverrides = {},
  fetch: fetchImpl = fetch,
  now = Date.now,
  random = Math.random,
}: OutboxOptions): Outbox {
  const timing = { ...defaultOutboxTiming, ...timingOverrides };
  // Long enough for an attempt to end on its own timeout before anyone else may claim it.
  const leaseMs = timing.attemptTimeoutMs * 2;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function attempt(message: StoredMessage): Promise<void> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(timing.attemptTimeoutMs)]);
    let result: ForwardResult;
    try {
      result = await forwardMessage(message, target, { signal, fetch: fetchImpl });
    } catch (error) {
      if (stopping.signal.aborted) {
        store.release(message.id, now());
        return;
      }
      result = { delivered: false, error: describeFailure(error) };
    }
    const attemptNumber = message.attempts + 1;
    if (result.delivered) {
      store.markDelivered(message.id, new Date(now()));
      log("contact.forwarded", { id: message.id, attempt: attemptNumber });
      return;
    }
    const giveUp = attemptNumber >= timing.maxAttempts;
    store.recordFailure(message.id, result.error, giveUp ? null : now() + retryDelay(attemptNumber, timing, random));
    log(giveUp ? "contact.forward-gave-up" : "contact.forward-failed", {
      id: message.id,
      attempt: attemptNumber,
      error: result.error,
    });
  }

  async function forwardDue(): Promise<void> {
    while (!stopping.signal.aborted) {
      const batch = store.claimDue(now(), leaseMs, timing.batchSize);
      if (batch.length === 0) return;
      for (const message of batch) {
        // Stopping: the rest of the batch is given back for the next start.
        if (stopping.signal.aborted) store.release(message.id, now());
        else await attempt(message);
      }
    }
  }

  function scheduleNext(): void {
    if (stopping.signal.aborted) return;
    const due = store.nextDueAt();
    const wait = due === null ? timing.pollMs : Math.min(timing.pollMs, Math.max(0, due - now()));
    timer = setTimeout(wake, wait);
    // The worker never keeps the process alive on its own.
    timer.unref();
  }

  function wake(): Promise<void> {
    if (pass || stopping.signal.aborted) return pass ?? Promise.resolve();
    clearTimeout(timer);
    pass = forwardDue()
      .catch((error: unknown) =>
        log("contact.outbox-error", { error: error instanceof Error ? error.message : "unknown" }),
      )
      .finally(() => {
        pass = undefined;
        scheduleNext();
      });
    return pass;
  }

  // After a restart, the backlog goes out first.
  void wake();

  return {
    wake,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await pass;
    },
  };
}
