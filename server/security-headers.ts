import { createHash } from "node:crypto";
import { secureHeaders } from "hono/secure-headers";

/** The CSP source of an inline script or style: its SHA-256, so no 'unsafe-inline' is ever needed. */
export function sourceHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "");
}

export type CspOptions = {
  scriptHashes: string[];
  styleHashes?: string[];
  /** A configured chat widget's origin: its script, its requests and its frame. */
  scriptOrigins?: string[];
};

/** Each document's own policy, not Hono's: the hashes of its inline scripts and styles, computed at load. */
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
