/**
 * The site's service worker, /sw.js (issue 25, docs/decisions/024): a hand-written one of a few
 * kilobytes rather than Workbox, which has no byte cap, no per-language offline page and no
 * outbox a page can list and cancel. The build writes the shell's manifest into it, so each build
 * is a new worker that installs its own shell beside the old one.
 */
import { manifest } from "#app/client/service-worker/manifest.ts";
import { outboxSyncTag, queuedStatus, type ToServiceWorker } from "#app/client/service-worker/messages.ts";
import { cancel, keep, queuedSubmissions, sendKept } from "#app/client/service-worker/outbox.ts";
import {
  keepShellFor,
  languageOfPath,
  pagesCacheName,
  filesCacheName,
  retireOlderShells,
  serveFile,
  servePage,
  shellCacheName,
  shellFor,
} from "#app/client/service-worker/pages.ts";
import { savesData, scope, type FetchEvent } from "#app/client/service-worker/worker-scope.ts";

const ownCaches = new Set([shellCacheName(manifest.version), pagesCacheName, filesCacheName]);

async function openLanguages(): Promise<Set<string>> {
  const windows = await scope.clients.matchAll({ includeUncontrolled: true, type: "window" });
  return new Set([manifest.defaultLanguage, ...windows.map((client) => languageOfPath(new URL(client.url).pathname))]);
}

scope.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // Save-Data: nothing is fetched ahead; pages and files are kept only as the visitor opens them.
      if (!savesData())
        await (await caches.open(shellCacheName(manifest.version))).addAll(shellFor(await openLanguages()));
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await retireOlderShells();
      for (const name of await caches.keys())
        if (name.startsWith("sankofa-") && !name.startsWith("sankofa-shell-") && !ownCaches.has(name))
          await caches.delete(name);
      await scope.registration.navigationPreload?.enable();
      await scope.clients.claim();
      await sendKeptAndTell();
    })(),
  );
});

async function tellPages(message: unknown): Promise<void> {
  for (const client of await scope.clients.matchAll({ type: "window", includeUncontrolled: true }))
    client.postMessage(message);
}

const sendKeptAndTell = () => sendKept(tellPages).catch(() => false);

/** The form's post; when the network cannot carry it, the submission is kept and sent later. */
async function postOrKeep(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const submission = await keep(request.url, await copy.formData());
    await scope.registration.sync?.register(outboxSyncTag).catch(() => undefined);
    return Response.json({ status: queuedStatus, id: submission.key }, { status: 202 });
  }
}

scope.addEventListener("fetch", (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.method === "POST" && manifest.intakeEndpoints.includes(url.pathname)) {
    event.respondWith(postOrKeep(request));
    return;
  }
  if (request.method !== "GET" || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(servePage(request, event.preloadResponse, (work) => event.waitUntil(work)));
    if (!savesData(request)) event.waitUntil(keepShellFor(languageOfPath(url.pathname)));
    // A visit is a chance to send what an earlier one could not (browsers without Background Sync).
    event.waitUntil(queuedSubmissions().then((kept) => (kept.length > 0 ? sendKeptAndTell() : undefined)));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(serveFile(request));
});

scope.addEventListener("sync", (event) => {
  if (event.tag !== outboxSyncTag) return;
  // Rejecting asks the browser to try again later, with its own back-off.
  event.waitUntil(
    sendKeptAndTell().then((done) => {
      if (!done) throw new Error("outbox: the server is still out of reach");
    }),
  );
});

scope.addEventListener("message", (event) => {
  const message = event.data as ToServiceWorker;
  const source = (event as unknown as { source: { postMessage(message: unknown): void } | null }).source;
  const work = (async () => {
    if (message.type === "outbox-send") await sendKeptAndTell();
    if (message.type === "outbox-list") {
      const submissions = (await queuedSubmissions()).filter(
        (submission) => submission.endpoint === new URL(message.endpoint, location.origin).href,
      );
      source?.postMessage({ type: "outbox-list", submissions });
    }
    if (message.type === "outbox-cancel")
      source?.postMessage({ type: "outbox-cancelled", key: message.key, cancelled: await cancel(message.key) });
  })();
  event.waitUntil(work);
});
