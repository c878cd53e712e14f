import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { chooseEncoding, immutableCache, loadStaticFiles, revalidateCache, urlPathFor } from "#server/static-files.ts";

function fixtureBuild() {
  const directory = mkdtempSync(join(tmpdir(), "sankofa-build-"));
  const page = (path: string, html: string) => {
    mkdirSync(join(directory, path), { recursive: true });
    writeFileSync(join(directory, path, "index.html"), html);
  };
  writeFileSync(join(directory, "index.html"), "<html><script>theme()</script>home</html>");
  page("about", "<html>about</html>");
  page("404", "<html>not found</html>");
  mkdirSync(join(directory, "assets"));
  writeFileSync(join(directory, "assets", "app-1234.css"), "body{}");
  writeFileSync(join(directory, "assets", "app-1234.css.br"), brotliCompressSync("body{}"));
  return loadStaticFiles(directory);
}

describe("static files", () => {
  it("maps build files to clean URLs", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor(join("legal", "terms", "index.html"))).toBe("/legal/terms");
    expect(urlPathFor(join("assets", "a.js"))).toBe("/assets/a.js");
  });

  it("caches hashed assets for a year and revalidates documents", () => {
    const files = fixtureBuild();
    expect(files.get("/assets/app-1234.css")?.cacheControl).toBe(immutableCache);
    expect(files.get("/about")?.cacheControl).toBe(revalidateCache);
    expect(files.get("/")?.csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it("serves brotli only to clients that accept it", () => {
    const css = fixtureBuild().get("/assets/app-1234.css")!;
    expect(chooseEncoding(css, "gzip, deflate, br")).toBe("br");
    expect(chooseEncoding(css, "br;q=0, gzip")).toBeUndefined();
    expect(chooseEncoding(css, undefined)).toBeUndefined();
  });
});

describe("the app", () => {
  const app = createApp({ files: fixtureBuild(), allowedHosts: ["localhost"] });

  it("answers pages, 404s, 405s and 414s", async () => {
    expect((await app.request("/about")).status).toBe(200);
    const missing = await app.request("/missing");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("not found");
    expect((await app.request("/404")).status).toBe(404);
    const post = await app.request("/about", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await app.request(`/${"x".repeat(2100)}`)).status).toBe(414);
    expect((await app.request("/%E0%A4%A")).status).toBe(404);
  });

  it("answers a matching ETag with 304 and sets security headers", async () => {
    const first = await app.request("/about");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    const second = await app.request("/about", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(second.status).toBe(304);
  });

  it("answers HEAD without a body", async () => {
    const head = await app.request("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
