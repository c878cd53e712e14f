/**
 * Checks a contact request must pass before its body is read: where it comes from, what it is,
 * and how big it is. Each is a plain function, so the endpoint reads as a list of rules.
 */

/** The two encodings an HTML form can post; anything else is refused with 415. */
export const acceptedContentTypes = ["multipart/form-data", "application/x-www-form-urlencoded"] as const;

export function isFormContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return acceptedContentTypes.some((accepted) => accepted === mediaType);
}

/**
 * A post from another site (cross-site request forgery, or a spam form elsewhere aimed at ours).
 * Browsers send Origin with every POST and, since 2020-2023, Sec-Fetch-Site; a request with
 * neither comes from a script or an old browser, which could send anything anyway.
 *
 * `host` is the Host the request was sent to: behind a proxy that ends TLS the scheme differs
 * from the browser's, so the host alone is compared. `allowedOrigins` adds the canonical site.
 */
export function isCrossSite(
  headers: { origin?: string; secFetchSite?: string; host?: string },
  allowedOrigins: readonly string[],
): boolean {
  const { origin, secFetchSite, host } = headers;
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return false;
    try {
      return new URL(origin).host !== host;
    } catch {
      // "null" (a sandboxed frame, a redirect from elsewhere) or garbage.
      return true;
    }
  }
  return secFetchSite !== undefined && secFetchSite !== "same-origin" && secFetchSite !== "none";
}
