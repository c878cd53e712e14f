/**
 * One delivery attempt (D13). Apps Script answers a POST with a 302 to a GET-only host, so a redirect is
 * followed as a GET, to an expected host only; a failing script still answers 200 with HTML, so only JSON
 * whose status is "success" counts.
 */
import type { IntakeKind, OutboxItem } from "#server/intake/kind.ts";
import { readBodyWithin } from "#server/intake/read-body.ts";

export type ForwardTarget = {
  url: URL;
  /** Hosts a redirect may lead to, besides the target's own. */
  redirectHosts: readonly string[];
};

export type ForwardResult = { delivered: true } | { delivered: false; error: string };

/** Apps Script needs one hop; a few more allow a proxy in front without inviting a loop. */
const maxRedirects = 3;
/** A success answer is a few bytes; anything this large is an error page, not worth buffering. */
const maxAnswerBytes = 64 * 1024;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function failed(error: string): ForwardResult {
  return { delivered: false, error };
}

/** JSON keeps the text as stored (form data would turn every line break into CRLF); `kind` picks the sheet. */
export function forwardJson<Item extends OutboxItem>(kind: IntakeKind<string, unknown, Item>, item: Item): string {
  return JSON.stringify({ kind: kind.name, ...kind.forwardBody(item) });
}

export async function forwardSubmission(
  body: string,
  target: ForwardTarget,
  { signal, fetch: fetchImpl = fetch }: { signal: AbortSignal; fetch?: typeof fetch },
): Promise<ForwardResult> {
  const allowedHosts = new Set([target.url.host, ...target.redirectHosts]);
  let url = target.url;
  let response = await fetchImpl(url, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    redirect: "manual",
    signal,
  });

  for (let hops = 0; redirectStatuses.has(response.status); hops += 1) {
    await response.body?.cancel();
    if (hops === maxRedirects) return failed("too many redirects");
    // 307 and 308 ask for the POST to be sent again elsewhere; the scripts we forward to never do.
    if (response.status === 307 || response.status === 308) return failed(`redirect ${response.status} refused`);
    const location = response.headers.get("Location");
    if (!location) return failed(`redirect ${response.status} without a Location`);
    const next = new URL(location, url);
    if (!allowedHosts.has(next.host)) return failed(`redirect to unexpected host ${next.host}`);
    if (url.protocol === "https:" && next.protocol !== "https:") return failed("redirect away from https");
    url = next;
    response = await fetchImpl(url, { method: "GET", redirect: "manual", signal });
  }

  if (!response.ok) {
    await response.body?.cancel();
    return failed(`HTTP ${response.status}`);
  }
  const bytes = await readBodyWithin(response, maxAnswerBytes);
  if (!bytes) return failed("answer too large");
  let answer: unknown;
  try {
    answer = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return failed("answer is not JSON");
  }
  const status = typeof answer === "object" && answer !== null ? (answer as { status?: unknown }).status : undefined;
  if (status === "success") return { delivered: true };
  return failed(`answer status ${JSON.stringify(status ?? null).slice(0, 40)}`);
}
