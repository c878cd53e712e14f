/** The request a piece of code runs for: log() adds its id to every line (docs/decisions/023). */
import { AsyncLocalStorage } from "node:async_hooks";

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** What a trusted proxy may send as X-Request-Id: short, and harmless in a log or a header. */
const requestIdPattern = /^[\w.:-]{8,128}$/;

export function requestIdFor(header: string | undefined, trustProxy: boolean): string {
  return trustProxy && header && requestIdPattern.test(header) ? header : crypto.randomUUID();
}

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requests.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Work a request starts but that outlives it (the outbox woken by a stored message) logs no id. */
export function outsideRequest<T>(run: () => T): T {
  return requests.exit(run);
}
