/**
 * A form's side of the outbox the service worker keeps (app/client/service-worker/outbox.ts): it
 * lists and cancels this form's kept submissions, asks for them to be sent when the browser is
 * back online, and hears when one was sent or refused. Without a service worker nothing is kept,
 * and a form that cannot reach the server says so, as before.
 */
import type { FromServiceWorker, QueuedSubmission, ToServiceWorker } from "#app/client/service-worker/messages.ts";

type Settled = Extract<FromServiceWorker, { type: "outbox-sent" | "outbox-refused" }>;

export type Outbox = {
  list(): Promise<QueuedSubmission[]>;
  cancel(key: string): Promise<boolean>;
  onSettled(listener: (message: Settled) => void): void;
};

export function formOutbox(endpoint: string): Outbox | undefined {
  const worker = navigator.serviceWorker;
  if (!worker?.controller) return undefined;
  const tell = (message: ToServiceWorker) => worker.controller?.postMessage(message);
  const answer = <Type extends FromServiceWorker["type"]>(type: Type, ask: ToServiceWorker) =>
    new Promise<Extract<FromServiceWorker, { type: Type }>>((resolve) => {
      const listener = (event: MessageEvent<FromServiceWorker>) => {
        if (event.data?.type !== type) return;
        worker.removeEventListener("message", listener);
        resolve(event.data as Extract<FromServiceWorker, { type: Type }>);
      };
      worker.addEventListener("message", listener);
      tell(ask);
    });
  addEventListener("online", () => tell({ type: "outbox-send" }));
  return {
    list: async () => (await answer("outbox-list", { type: "outbox-list", endpoint })).submissions,
    cancel: async (key) => (await answer("outbox-cancelled", { type: "outbox-cancel", key })).cancelled,
    onSettled: (listener) =>
      worker.addEventListener("message", (event: MessageEvent<FromServiceWorker>) => {
        if (event.data?.type === "outbox-sent" || event.data?.type === "outbox-refused") listener(event.data);
      }),
  };
}
