// Only `status: "success"` counts as sent (spec sections 4 and 7); a network failure, a timeout or an
// answer that does not fit the endpoint's schema is an error.
import { intakeResponseSchema, type FieldErrors } from "#app/lib/intake.ts";
import { queuedStatus } from "#app/client/service-worker/messages.ts";

export type SubmitOutcome =
  /** `updated`: a waitlist entry for the same address was there already. */
  | { result: "sent"; updated: boolean; reference?: string }
  | { result: "invalid"; fieldErrors: FieldErrors<string> }
  /** The service worker kept it on the phone to send when the network returns (docs/decisions/024). */
  | { result: "queued"; key: string }
  /** `reason`: the server's own explanation, when it gave one. */
  | { result: "error"; reason?: string };

/** Past this, the visitor is told it failed rather than left watching "Sending..." for ever. */
export const submitTimeoutMs = 30_000;

export function readIntakeAnswer(answer: unknown, fields: readonly string[]): SubmitOutcome {
  const kept = answer as { status?: unknown; id?: unknown } | null;
  if (kept?.status === queuedStatus && typeof kept.id === "string") return { result: "queued", key: kept.id };
  const parsed = intakeResponseSchema(fields).safeParse(answer);
  if (!parsed.success) return { result: "error" };
  const response = parsed.data;
  if (response.status === "success")
    return { result: "sent", updated: response.updated === true, reference: response.reference };
  if (response.errors && Object.keys(response.errors).length > 0)
    return { result: "invalid", fieldErrors: response.errors };
  return { result: "error", reason: response.message };
}

export async function submitIntakeForm(
  endpoint: string,
  body: FormData,
  fields: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(submitTimeoutMs),
    });
    return readIntakeAnswer(await response.json(), fields);
  } catch {
    return { result: "error" };
  }
}

/** 24 random bytes as 32 URL-safe characters: one key per distinct submission. */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}
