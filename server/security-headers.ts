import { createHash } from "node:crypto";
import { secureHeaders } from "hono/secure-headers";

/** The CSP source of an inline script or style: its SHA-256, so no 'unsafe-inline' is ever needed. */
export function sourceHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** Bodies of the inline <script> elements of a document (theme script, React Router's context). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** Bodies of the inline <style> elements of a document (the critical CSS inlined at build time). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "");
}

export type CspOptions = {
  /** Hashes of the document's inline scripts. */
  scriptHashes: string[];
  /** Hashes of the document's inline styles. */
  styleHashes?: string[];
  /** Extra origins allowed to serve scripts (a configured chat provider). */
  scriptOrigins?: string[];
};

/**
 * Each HTML document's policy is written here rather than by Hono's secureHeaders: it lists the
 * SHA-256 of that document's own inline scripts and styles, computed once when the build is
 * loaded (the forms post to this site only, so form-action and connect-src stay 'self').
 */

export function contentSecurityPolicy({ scriptHashes, styleHashes = [], scriptOrigins = [] }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...scriptOrigins],
    "style-src": ["'self'", ...styleHashes],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...scriptOrigins],
    "frame-src": scriptOrigins.length > 0 ? scriptOrigins : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/** Headers every response carries, whatever its type (Hono's middleware, with our values). */
export const baseSecurityHeaders = secureHeaders({
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [], browsingTopics: [] },
  // Browsers honour this only over HTTPS, where the site is served in production.
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
});
