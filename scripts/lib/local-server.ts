import { setTimeout as delay } from "node:timers/promises";

/** Waits up to 5 s for the site server at `origin` to answer its home page. */
export async function waitForServer(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error(`The server did not start on ${origin}`);
}
