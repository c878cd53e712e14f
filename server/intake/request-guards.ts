/** The two encodings an HTML form can post; anything else is refused with 415. */
export const acceptedContentTypes = ["multipart/form-data", "application/x-www-form-urlencoded"] as const;

export function isFormContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return acceptedContentTypes.some((accepted) => accepted === mediaType);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Form parsing silently turns broken UTF-8 into U+FFFD, text nobody wrote; urlencoded %-escapes count too. */
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

export function hostOfOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or garbage.
    return undefined;
  }
}
