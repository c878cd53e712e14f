/**
 * Sending the contact form from the browser (spec sections 4 and 7): multipart form data to the
 * configured endpoint, with the answer read as JSON. Only `status: "success"` counts as sent; a
 * network failure, a timeout, any other status or an answer that is not JSON is an error.
 */
import { contactFields, type ContactFieldErrors } from "#app/lib/contact.ts";

export type SubmitOutcome = { result: "sent" } | { result: "error"; fieldErrors: ContactFieldErrors };

/** Past this, the visitor is told it failed rather than left watching "Sending..." for ever. */
export const submitTimeoutMs = 30_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The field messages of an error answer, keeping only known fields with text messages. */
function fieldErrorsOf(answer: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!isRecord(answer) || !isRecord(answer.errors)) return errors;
  for (const field of contactFields) {
    const message = answer.errors[field];
    if (typeof message === "string" && message.trim()) errors[field] = message;
  }
  return errors;
}

export function readContactAnswer(answer: unknown): SubmitOutcome {
  if (isRecord(answer) && answer.status === "success") return { result: "sent" };
  return { result: "error", fieldErrors: fieldErrorsOf(answer) };
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
    return { result: "error", fieldErrors: {} };
  }
}

/** 24 random bytes as 32 URL-safe characters: one key per distinct submission. */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}
