import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { contentSecurityPolicy, inlineScripts, inlineStyles, sourceHash } from "#server/security-headers.ts";

describe("content security policy", () => {
  it("hashes exactly the inline scripts, not external ones", () => {
    const html = `<head><script>a()</script><script src="/x.js" defer></script><script type="module">b()</script></head>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
    const expected = createHash("sha256").update("a()").digest("base64");
    expect(sourceHash("a()")).toBe(`'sha256-${expected}'`);
  });

  it("hashes the inline critical CSS for style-src", () => {
    const html = `<head><style>body{color:red}</style><link rel="stylesheet" href="/a.css"></head>`;
    expect(inlineStyles(html)).toEqual(["body{color:red}"]);
    const policy = contentSecurityPolicy({ scriptHashes: [], styleHashes: [sourceHash("body{color:red}")] });
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it("allows scripts only from itself and the given hashes, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("adds a configured chat provider's origin where it needs it", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], scriptOrigins: ["https://chat.example"] });
    expect(policy).toContain("script-src 'self' https://chat.example");
    expect(policy).toContain("frame-src https://chat.example");
  });
});

describe("headers every response carries", () => {
  const app = createApp({ files: new Map(), allowedHosts: ["localhost"] });

  it("sets the site's own values through Hono's secureHeaders, on pages and errors alike", async () => {
    for (const response of [await app.request("/missing"), await app.request("/", { method: "POST" })]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("permissions-policy")).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
      );
    }
  });

  it("refuses an unknown Host with 421 before any handler, still with the headers", async () => {
    const response = await app.request("http://rebind.evil.example/");
    expect(response.status).toBe(421);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});
