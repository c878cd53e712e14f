import { createHash } from "node:crypto";

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
  /** Extra origins the page may connect to (a contact endpoint on another host). */
  connectOrigins?: string[];
};

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  scriptOrigins = [],
  connectOrigins = [],
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...scriptOrigins],
    "style-src": ["'self'", ...styleHashes],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectOrigins, ...scriptOrigins],
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

/** Headers every response carries, whatever its type. */
export const baseSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // Browsers honour this only over HTTPS, where the site is served in production.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};
