/**
 * Sending the contact form from the browser (spec sections 4 and 7): multipart form data to the
 * configured endpoint, with the answer read as JSON through the endpoint's own schema. Only
 * `status: "success"` counts as sent; a network failure, a timeout, or an answer that does not fit
 * the schema is an error.
 */
import { contactResponseSchema, type ContactFieldErrors } from "#app/lib/contact.ts";

export type SubmitOutcome =
  | { result: "sent" }
  /** Fields are at fault: their own messages say what to fix. */
  | { result: "invalid"; fieldErrors: ContactFieldErrors }
  /** Anything else; `reason` is the server's own explanation, when it gave one. */
  | { result: "error"; reason?: string };

/** Past this, the visitor is told it failed rather than left watching "Sending..." for ever. */
export const submitTimeoutMs = 30_000;

export function readContactAnswer(answer: unknown): SubmitOutcome {
  const parsed = contactResponseSchema.safeParse(answer);
  if (!parsed.success) return { result: "error" };
  const response = parsed.data;
  if (response.status === "success") return { result: "sent" };
  if (response.errors && Object.keys(response.errors).length > 0)
    return { result: "invalid", fieldErrors: response.errors };
  return { result: "error", reason: response.message };
}

export async function submitContactForm(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(submitTimeoutMs),
    });
    return readContactAnswer(await response.json());
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
