/** What pages and the service worker say to each other about forms kept on the phone. */
export type QueuedSubmission = {
  key: string;
  endpoint: string;
  /** The form's fields as the visitor sent them, to put back if they cancel. */
  fields: Array<[string, string]>;
  savedAt: number;
};

export type ToServiceWorker =
  { type: "outbox-list"; endpoint: string } | { type: "outbox-cancel"; key: string } | { type: "outbox-send" };

export type FromServiceWorker =
  | { type: "outbox-list"; submissions: QueuedSubmission[] }
  | { type: "outbox-cancelled"; key: string; cancelled: boolean }
  | { type: "outbox-sent"; key: string; endpoint: string; updated: boolean }
  | { type: "outbox-refused"; key: string; endpoint: string; message: string };

/** The answer the service worker gives a form it has kept to send later. */
export const queuedStatus = "queued";

export const outboxSyncTag = "sankofa-intake-outbox";
