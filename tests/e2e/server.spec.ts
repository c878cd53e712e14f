import { expect, test } from "./test.ts";

test("pages carry security headers and a CSP without 'unsafe-inline' scripts", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("no page breaks its own Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/products", "/support", "/about", "/no-such-page"]) await page.goto(path);
  expect(violations).toEqual([]);
});

test("hashed assets are cached for a year, compressed, and revalidated documents answer 304", async ({
  request,
  page,
}) => {
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const asset = await request.get(stylesheet!, { headers: { "Accept-Encoding": "br" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("br");
  const first = await request.get("/about");
  const again = await request.get("/about", { headers: { "If-None-Match": first.headers().etag! } });
  expect(again.status()).toBe(304);
});
