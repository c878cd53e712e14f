/**
 * A repeat visit on a network profile (issue 25, docs/decisions/024): the page opened twice, so the
 * service worker holds it, then opened again through a proxy that gives the page and the worker
 * alike the profile's round trip and bandwidth, with Chromium's CPU slowed as the profile says.
 * Lighthouse cannot measure this: its simulation models every request, one the worker answers
 * from the phone included, as a trip over the network; and Chromium's own network emulation does
 * not slow the worker's fetches.
 */
import { chromium, type Page } from "playwright";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import type { NetworkProfile } from "./network-profiles.ts";
import type { ThrottlingProxy } from "./throttling-proxy.ts";

export type RepeatVisit = {
  path: string;
  firstPaintMs: number;
  largestPaintMs: number;
  /** The page came from the phone: its note says when it was saved. */
  fromPhone: boolean;
};

async function paints(page: Page): Promise<{ firstPaintMs: number; largestPaintMs: number }> {
  return page.evaluate(
    () =>
      new Promise<{ firstPaintMs: number; largestPaintMs: number }>((resolve) => {
        const first = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ firstPaintMs: first, largestPaintMs: entries.at(-1)?.startTime ?? first });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** Measures the repeat visit of each path of the site behind `proxy`, whose host it must answer to. */
export async function measureRepeatVisits(
  proxy: ThrottlingProxy,
  paths: readonly string[],
  profile: NetworkProfile,
): Promise<RepeatVisit[]> {
  const origin = `http://127.0.0.1:${proxy.port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const visits: RepeatVisit[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      proxy.throttle(false);
      const warm = await context.newPage();
      await warm.goto(`${origin}${path}`, { waitUntil: "load" });
      await warm.evaluate(async () => Boolean(await navigator.serviceWorker.ready));
      await warm.goto(`${origin}${path}`, { waitUntil: "load" });
      await warm.waitForFunction(
        async (url) => Boolean(await (await caches.open("sankofa-pages")).match(url)),
        `${origin}${path}`,
      );
      await warm.close();
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdownMultiplier });
      proxy.throttle(true);
      await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 60_000 });
      const fromPhone = (await page.locator("main [data-saved-copy]").count()) > 0;
      visits.push({ path, ...(await paints(page)), fromPhone });
      await context.close();
    }
  } finally {
    proxy.throttle(false);
    await browser.close();
  }
  return visits;
}
