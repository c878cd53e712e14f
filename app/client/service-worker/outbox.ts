/**
 * Form submissions kept on the phone while it cannot reach the server (issue 25): in IndexedDB, so
 * closing the tab loses nothing, each with the idempotency key the form made, so the server stores
 * a repeated send once. Sending and cancelling take one Web Lock, so a submission is never sent
 * by two contexts at once nor cancelled while it is on its way. A submission leaves the phone when
 * the server has stored it, refused it, or the visitor cancels it.
 */
import type { FromServiceWorker, QueuedSubmission } from "#app/client/service-worker/messages.ts";
import { intakeControlFields } from "#app/lib/intake.ts";

const databaseName = "sankofa-outbox";
const storeName = "submissions";
const lockName = "sankofa-intake-outbox";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.addEventListener("upgradeneeded", () => request.result.createObjectStore(storeName, { keyPath: "key" }));
    request.addEventListener("success", () => resolve(request.result));
    request.addEventListener("error", () => reject(request.error));
  });
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = use(transaction.objectStore(storeName));
      transaction.addEventListener("complete", () => resolve(request.result));
      transaction.addEventListener("error", () => reject(transaction.error));
    });
  } finally {
    database.close();
  }
}

export const queuedSubmissions = () =>
  withStore("readonly", (store) => store.getAll() as IDBRequest<QueuedSubmission[]>);

const forget = (key: string) => withStore("readwrite", (store) => store.delete(key));

/** Keeps a submission that could not be sent; its form data must carry an idempotency key. */
export async function keep(endpoint: string, form: FormData): Promise<QueuedSubmission> {
  const fields = [...form].flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : [],
  );
  const key = form.get(intakeControlFields.idempotencyKey);
  if (typeof key !== "string" || key === "") throw new Error("outbox: a submission without an idempotency key");
  const submission: QueuedSubmission = { key, endpoint, fields, savedAt: Date.now() };
  await withStore("readwrite", (store) => store.put(submission));
  return submission;
}

function whileLocked<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(lockName, work) : work();
}

export function cancel(key: string): Promise<boolean> {
  return whileLocked(async () => {
    const kept = (await queuedSubmissions()).some((submission) => submission.key === key);
    if (kept) await forget(key);
    return kept;
  });
}

type Outcome = FromServiceWorker | "unreachable";

async function sendOne(submission: QueuedSubmission): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of submission.fields) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(submission.endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return "unreachable";
  }
  // The server or the path to it is struggling (rate limit, restart): keep it for the next try.
  if (response.status === 429 || response.status >= 500) return "unreachable";
  const answer = (await response.json().catch(() => ({}))) as { status?: string; updated?: boolean; message?: string };
  const { key, endpoint } = submission;
  if (answer.status === "success") return { type: "outbox-sent", key, endpoint, updated: answer.updated === true };
  return { type: "outbox-refused", key, endpoint, message: answer.message ?? "" };
}

/**
 * Sends every kept submission, oldest first, and tells `notify` each outcome; stops at the first
 * that cannot reach the server. Resolves false when something is left to send.
 */
export function sendKept(notify: (message: FromServiceWorker) => Promise<void>): Promise<boolean> {
  return whileLocked(async () => {
    const kept = (await queuedSubmissions()).toSorted((a, b) => a.savedAt - b.savedAt);
    for (const submission of kept) {
      const outcome = await sendOne(submission);
      if (outcome === "unreachable") return false;
      await forget(submission.key);
      await notify(outcome);
    }
    return true;
  });
}
