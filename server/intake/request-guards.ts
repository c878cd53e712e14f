/**
 * Checks a post must pass besides its form's own rules: what it is and whether its text is
 * readable. Each is a plain function, so the endpoint (endpoint.ts) reads as a list of rules.
 */

/** The two encodings an HTML form can post; anything else is refused with 415. */
export const acceptedContentTypes = ["multipart/form-data", "application/x-www-form-urlencoded"] as const;

export function isFormContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return acceptedContentTypes.some((accepted) => accepted === mediaType);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a form body's text is valid UTF-8. Parsing a form replaces broken sequences with U+FFFD
 * without a word, which would store text the visitor never wrote; such a body is refused instead.
 * Multipart bodies carry the text as raw bytes; urlencoded ones as %-escapes, checked one by one.
 */
export function isValidUtf8Form(body: Uint8Array, contentType: string): boolean {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return false;
  }
  if (!contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) return true;
  try {
    for (const part of text.split(/[&=]/)) decodeURIComponent(part.replaceAll("+", " "));
    return true;
  } catch {
    return false;
  }
}

/** The host part of an origin ("https://sankofa.example" → "sankofa.example"), or undefined. */
export function hostOfOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or garbage.
    return undefined;
  }
}
