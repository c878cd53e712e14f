/** /.well-known/security.txt (RFC 9116), written at build from the brand configuration (D23). */
import type { SiteConfig } from "#app/site.config.schema.ts";

export const securityTxtPath = "/.well-known/security.txt";

/** The disclosure policy's English page; its translations link from it. */
export const disclosurePolicyPath = "/security/disclosure";

export function securityTxt(site: Pick<SiteConfig, "url" | "security">): string {
  const { contact, expires, preferredLanguages } = site.security;
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${new Date(expires).toISOString()}`,
    `Policy: ${site.url}${disclosurePolicyPath}`,
    `Preferred-Languages: ${preferredLanguages.join(", ")}`,
    `Canonical: ${site.url}${securityTxtPath}`,
    "",
  ].join("\n");
}
