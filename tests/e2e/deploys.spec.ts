import { expect, test, type Page } from "./test.ts";
import { deployMarker, makeDeploy, serveDeploy } from "./deploy-kit.ts";
import { freePort } from "#scripts/lib/free-port.ts";

/**
 * A deploy that changes the stylesheet (issue 25, docs/decisions/024): whatever the service worker
 * serves, from the network or from the phone, before or after it updates, a page only ever gets
 * the stylesheet of its own deploy.
 */
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 120_000 });

const deploys = "test-results/deploys";

/** The browser's own cache, emptied as a phone short of space does: what is left is the worker's. */
async function clearHttpCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.clearBrowserCache");
  await session.detach();
}

/** The deploy ("a" or "b") of every stylesheet the page has loaded, and of the page itself. */
async function stylesheetsOf(page: Page): Promise<{ page: string; loaded: string[] }> {
  // Using the contact form is what makes Support fetch the full stylesheet (docs/decisions/017).
  await page.getByRole("textbox", { name: "Full Name" }).focus();
  await expect(page.locator('link[rel="stylesheet"]:not([media="print"])')).toHaveCount(1);
  return page.evaluate((marker) => {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([media="print"])')];
    const named = [...document.querySelectorAll("noscript")].map((noscript) => noscript.textContent ?? "").join();
    return {
      page: /app-[\w-]+?(a|b)\.css/.exec(named)?.[1] ?? "",
      loaded: linked.map(
        (link) =>
          getComputedStyle(document.documentElement).getPropertyValue(marker).replaceAll('"', "") ||
          `unloaded ${link.href}`,
      ),
    };
  }, deployMarker);
}

test("no page mixes the stylesheet of one deploy with another's", async ({ page, context }) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  makeDeploy(`${deploys}/a`, "a");
  makeDeploy(`${deploys}/b`, "b");

  let stop = await serveDeploy(`${deploys}/a`, port, `${deploys}/data`);
  await page.goto(`${origin}/support`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`${origin}/support`);
  await expect.poll(() => page.evaluate(() => caches.has("sankofa-pages"))).toBe(true);
  await stop();

  stop = await serveDeploy(`${deploys}/b`, port, `${deploys}/data`);
  await clearHttpCache(page);
  try {
    // The open page of deploy a, once its form is used, loads deploy a's stylesheet, not b's.
    expect(await stylesheetsOf(page)).toEqual({ page: "a", loaded: ["a"] });

    // Any navigation fetches the new worker, which takes over and retires a's shell.
    await page.goto(`${origin}/about`);
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["sankofa-pages", "sankofa-files"]));
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith("sankofa-shell-")).length,
      )
      .toBe(1);

    // Offline, the saved Support of deploy a still comes with a's stylesheet.
    await clearHttpCache(page);
    await context.setOffline(true);
    await page.goto(`${origin}/support`);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "saved on this phone" })).toBeVisible();
    expect(await stylesheetsOf(page)).toEqual({ page: "a", loaded: ["a"] });

    // Online, Support of deploy b comes with b's.
    await context.setOffline(false);
    await page.goto(`${origin}/support`);
    expect(await stylesheetsOf(page)).toEqual({ page: "b", loaded: ["b"] });
  } finally {
    await stop();
  }
});
