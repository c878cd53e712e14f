import { serviceWorkerSaveDataQuery } from "#app/contracts/network.ts";

/**
 * The parts of a service worker's global scope this site uses: the project compiles against the
 * DOM library, which has no worker types, and one lib per file is not possible in one program.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export type WindowClient = { url: string; postMessage(message: unknown): void };

export type WorkerScope = {
  registration: ServiceWorkerRegistration & {
    navigationPreload?: { enable(): Promise<void> };
    sync?: { register(tag: string): Promise<void> };
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options?: { includeUncontrolled?: boolean; type?: "window" }): Promise<WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
};

export const scope = globalThis as unknown as WorkerScope;

/** Save-Data as the phone states it (Chromium's NetworkInformation, also in workers). */
export function savesData(request?: Request): boolean {
  if (request?.headers.get("Save-Data") === "on") return true;
  if (new URL(location.href).searchParams.has(serviceWorkerSaveDataQuery)) return true;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
