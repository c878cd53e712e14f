/**
 * Pages on the phone (issue 25, docs/decisions/024): every page a visitor opens is saved, within a
 * byte cap, and served from there when the network is slow or gone, with a note saying when it was
 * saved. A page never opened gets the offline page of its language, with the support contacts and
 * the list of saved pages. Only documents the server lets anyone keep are saved: never an answer to
 * a form (no-store), never /api/*.
 */
import { manifest } from "#app/client/service-worker/manifest.ts";
import { networkDom } from "#app/contracts/network.ts";

/** Past this without an answer, a page saved on the phone is shown; the answer still updates it. */
export const pageTimeoutMs = 250;
/** Pages and the files they use, as stored (decompressed): the oldest saved go first past it. */
export const savedBytesCap = 4 * 1024 * 1024;

const prefix = "sankofa-";
export const shellCacheName = (version: string) => `${prefix}shell-${version}`;
export const pagesCacheName = `${prefix}pages`;
export const filesCacheName = `${prefix}files`;
const currentShell = shellCacheName(manifest.version);

const savedAtHeader = "x-saved-at";
const titleHeader = "x-saved-title";
const bytesHeader = "x-saved-bytes";

export function languageOfPath(pathname: string): string {
  const [, first = ""] = pathname.split("/");
  return first !== manifest.defaultLanguage && Object.hasOwn(manifest.languages, first)
    ? first
    : manifest.defaultLanguage;
}

const offlinePages = () => Object.values(manifest.languages).map((language) => language.offlinePage);

/** The shell files a phone keeps for pages in these languages: their fonts and offline pages. */
export function shellFor(languages: Iterable<string>): string[] {
  const files = new Set(manifest.shell);
  for (const code of languages) {
    const language = manifest.languages[code];
    if (!language) continue;
    files.add(language.offlinePage);
    for (const file of manifest.typefaces[language.script] ?? []) files.add(file);
  }
  return [...files];
}

/** A visitor reading a language the shell does not hold yet gets its offline page and font. */
export async function keepShellFor(code: string): Promise<void> {
  const shell = await caches.open(currentShell);
  for (const file of shellFor([code])) if (!(await caches.match(file))) await shell.add(file).catch(() => undefined);
}

function keepable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    response.type === "basic" &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/no-store|private/.test(cacheControl)
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A copy of `response` with `body`; the length and encoding described the original bytes. */
function rewritten(response: Response, body: string, status = response.status): Response {
  const headers = new Headers(response.headers);
  for (const name of ["Content-Length", "Content-Encoding", savedAtHeader, titleHeader, bytesHeader])
    headers.delete(name);
  return new Response(body, { status, statusText: status === 200 ? "OK" : "Offline", headers });
}

export async function savePage(request: Request, response: Response): Promise<void> {
  if (!keepable(response)) return;
  const url = new URL(request.url);
  if (offlinePages().includes(url.pathname)) return;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(savedAtHeader, String(Date.now()));
  headers.set(titleHeader, encodeURIComponent(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url.pathname));
  headers.set(bytesHeader, String(html.length));
  const pages = await caches.open(pagesCacheName);
  await pages.put(url.href, new Response(html, { status: 200, headers }));
  await keepWithinCap();
}

/** Hashed files (scripts, stylesheets, fonts, drawings): they never change, so any copy will do. */
export async function serveFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic") {
    const copy = response.clone();
    const body = await copy.arrayBuffer();
    const headers = new Headers(copy.headers);
    headers.set(bytesHeader, String(body.byteLength));
    headers.set(savedAtHeader, String(Date.now()));
    await (await caches.open(filesCacheName)).put(request.url, new Response(body, { status: 200, headers }));
    await keepWithinCap();
  }
  return response;
}

function savedDate(savedAt: number, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(savedAt);
  } catch {
    return new Date(savedAt).toISOString().slice(0, 16).replace("T", " ");
  }
}

const savedNote = new RegExp(`<p\\b[^>]*\\b${networkDom.savedCopy}="([^"]*)"[^>]*>([^<]*)</p>`);
const unhidden = (tag: string) => tag.replace(/ hidden(="")?(?=[\s>])/, "");

/**
 * The saved copy as it is served: its note filled in with the date and moved to the top of the
 * page's main content, where it is read before anything that may have changed since.
 */
export async function withSavedNote(saved: Response): Promise<Response> {
  const savedAt = Number(saved.headers.get(savedAtHeader));
  const html = await saved.text();
  const note = savedNote.exec(html);
  if (!note) return rewritten(saved, html);
  const [whole, locale = "", words = ""] = note;
  const openingTag = whole.slice(0, whole.indexOf(">") + 1);
  const date = `<time datetime="${new Date(savedAt).toISOString()}">${escapeHtml(savedDate(savedAt, locale))}</time>`;
  const filled = `${unhidden(openingTag).replace(/>$/, ' role="status">')}${words.replace("{date}", date)}</p>`;
  const body = html.replace(whole, "").replace(/<main\b[^>]*>/, (main) => main + filled);
  return rewritten(saved, body);
}

type SavedPage = { url: string; title: string; savedAt: number; bytes: number };

async function savedEntries(cacheName: string): Promise<Array<SavedPage & { request: Request }>> {
  const cache = await caches.open(cacheName);
  const entries = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    entries.push({
      request,
      url: request.url,
      title: decodeURIComponent(response.headers.get(titleHeader) ?? ""),
      savedAt: Number(response.headers.get(savedAtHeader) ?? 0),
      bytes: Number(response.headers.get(bytesHeader) ?? 0),
    });
  }
  return entries;
}

/** Drops the oldest saved pages, then files, until both fit the cap together. */
async function keepWithinCap(): Promise<void> {
  const pages = await savedEntries(pagesCacheName);
  const files = await savedEntries(filesCacheName);
  let total = [...pages, ...files].reduce((sum, entry) => sum + entry.bytes, 0);
  const oldestFirst = [
    ...pages.toSorted((a, b) => a.savedAt - b.savedAt).map((entry) => ({ entry, cache: pagesCacheName })),
    ...files.toSorted((a, b) => a.savedAt - b.savedAt).map((entry) => ({ entry, cache: filesCacheName })),
  ];
  for (const { entry, cache } of oldestFirst) {
    if (total <= savedBytesCap) return;
    await (await caches.open(cache)).delete(entry.request);
    total -= entry.bytes;
  }
}

const savedItem = new RegExp(`<li\\b[^>]*\\b${networkDom.savedPage}\\b[^>]*>([\\s\\S]*?)</li>`);

/** The offline page of the path's language, listing every page saved on the phone. */
export async function offlinePage(pathname: string): Promise<Response> {
  // The path's language when the phone has its offline page (it keeps those of the languages read).
  const candidates = [languageOfPath(pathname), manifest.defaultLanguage, ...Object.keys(manifest.languages)];
  let page: Response | undefined;
  for (const code of candidates) {
    page ??= await caches.match(manifest.languages[code]?.offlinePage ?? "", { ignoreSearch: true });
  }
  if (!page) return Response.error();
  let html = await page.text();
  const locale = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? manifest.defaultLanguage;
  const saved = (await savedEntries(pagesCacheName)).toSorted((a, b) => b.savedAt - a.savedAt);
  const item = savedItem.exec(html);
  if (item && saved.length > 0) {
    const [sample, inner = ""] = item;
    const openingTag = unhidden(sample.slice(0, sample.indexOf(">") + 1));
    const items = saved.map(({ url, title, savedAt }) => {
      const { pathname: path, search } = new URL(url);
      const filled = inner
        .replace('href="/"', `href="${escapeHtml(path + search)}"`)
        .replace("{title}", title)
        .replace("{date}", escapeHtml(savedDate(savedAt, locale)));
      return `${openingTag}${filled}</li>`;
    });
    html = html.replace(sample, items.join("")).replace(new RegExp(` ${networkDom.noSavedPages}(="")?`), `$& hidden`);
  }
  return rewritten(page, html, 503);
}

/** Answers a navigation: the network if it answers in time, else the saved copy, else offline. */
export async function servePage(
  request: Request,
  preload: Promise<Response | undefined>,
  keepGoing: (work: Promise<unknown>) => void,
): Promise<Response> {
  const url = new URL(request.url);
  url.hash = "";
  const network = (async () => (await preload) ?? fetch(request))();
  const saving = network.then((response) => savePage(request, response.clone())).catch(() => undefined);
  keepGoing(saving);
  const saved = await caches.match(url.href, { cacheName: pagesCacheName });
  if (!saved) return network.catch(() => offlinePage(url.pathname));
  const timeout = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), pageTimeoutMs));
  const first = await Promise.race([network.catch(() => "failed" as const), timeout]);
  return first instanceof Response ? first : withSavedNote(saved);
}

/**
 * After an update: the files that saved pages name (their own version's stylesheet, scripts,
 * fonts) move from older shells to the files cache before those shells go, so a saved page always
 * loads its own version's files and never another's.
 */
export async function retireOlderShells(): Promise<void> {
  const older = (await caches.keys()).filter((name) => name.startsWith(`${prefix}shell-`) && name !== currentShell);
  if (older.length === 0) return;
  const named = new Set<string>();
  const pages = await caches.open(pagesCacheName);
  for (const request of await pages.keys()) {
    const html = (await (await pages.match(request))?.text()) ?? "";
    for (const [path] of html.matchAll(/\/assets\/[\w.-]+\.\w+/g)) named.add(path);
  }
  const files = await caches.open(filesCacheName);
  for (const name of older) {
    const shell = await caches.open(name);
    for (const request of await shell.keys()) {
      const { pathname } = new URL(request.url);
      if (!named.has(pathname) || (await files.match(request))) continue;
      const response = await shell.match(request);
      if (!response) continue;
      const body = await response.arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set(bytesHeader, String(body.byteLength));
      headers.set(savedAtHeader, String(Date.now()));
      await files.put(request, new Response(body, { status: 200, headers }));
    }
    await caches.delete(name);
  }
}
