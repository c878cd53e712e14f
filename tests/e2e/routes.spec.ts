import { expect, test } from "./test.ts";
import { siteRoutes } from "./site-routes.ts";

const siteUrl = "https://sankofa.example";

test.describe("every route of the route table", () => {
  for (const route of siteRoutes) {
    test(`${route.path} answers 200 inside the shared header and footer, with one h1`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      const headings = page.getByRole("heading", { level: 1 });
      await expect(headings).toHaveCount(1);
      if (route.heading) await expect(headings).toHaveText(route.heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }
});

test("placeholder pages say they are coming soon and lead home or to sign-up", async ({ page }) => {
  for (const route of siteRoutes.filter((candidate) => candidate.placeholder)) {
    await page.goto(route.path);
    const main = page.getByRole("main");
    await expect(main.getByText("This page is coming soon", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Open an Account" })).toHaveAttribute("href", "/open-account");
  }
});

test("the login page explains that web login is coming and offers the app", async ({ page }) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  await expect(main.getByText(/phone number and password/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Download App" })).toHaveAttribute("href", "/download");
  await expect(main.getByRole("textbox")).toHaveCount(0);
});

test.describe("metadata is in the HTML the server sends (D12)", () => {
  test("every route has its own complete set of tags", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of siteRoutes) {
      const html = await (await request.get(route.path)).text();
      const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
      const title = tag(/<title>([^<]+)<\/title>/);
      const description = tag(/<meta name="description" content="([^"]+)"/);
      expect(title, route.path).toBeTruthy();
      expect(description, route.path).toBeTruthy();
      for (const name of ["keywords", "twitter:card", "twitter:title", "twitter:description"]) {
        expect(html, `${route.path} ${name}`).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
      }
      for (const property of ["og:title", "og:description", "og:image", "og:type", "og:url"]) {
        expect(html, `${route.path} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      // Each page but the unknown-slug fallback is its own canonical, built from SITE_URL.
      const canonical = tag(/<link rel="canonical" href="([^"]+)"/);
      expect(canonical, route.path).toBe(`${siteUrl}${route.path === "/" ? "/" : route.path}`);
      expect(tag(/<meta property="og:image" content="([^"]+)"/), route.path).toMatch(/^https:\/\//);
      expect(titles.get(title!), `${route.path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      expect(descriptions.get(description!), `${route.path} repeats a description`).toBeUndefined();
      titles.set(title!, route.path);
      descriptions.set(description!, route.path);
    }
  });
});

test.describe("not found", () => {
  test("an unknown path gets the 404 page with status 404 and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(messages.some((text) => text.includes("/no/such/page"))).toBe(true);
  });

  test("odd, encoded, long and non-GET requests get proper statuses, never a crash", async ({ request }) => {
    expect((await request.get("/%E0%A4%A")).status()).toBe(404);
    expect((await request.get("/..%2f..%2fetc%2fpasswd")).status()).toBe(404);
    expect((await request.get("/assets/../package.json")).status()).toBe(404);
    expect((await request.get(`/${"a".repeat(3000)}`)).status()).toBe(414);
    const post = await request.post("/about", { data: "x" });
    expect(post.status()).toBe(405);
    expect(post.headers().allow).toBe("GET, HEAD");
    expect((await request.delete("/")).status()).toBe(405);
    expect((await request.head("/about")).status()).toBe(200);
    // Still serving after all that.
    expect((await request.get("/")).status()).toBe(200);
  });

  test("a trailing slash redirects to the one canonical address", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about");
  });
});
