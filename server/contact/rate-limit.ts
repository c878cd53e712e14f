/**
 * A per-address limit on contact messages (for example 5 a minute): a sliding window kept in
 * memory. One server process is the whole deployment; a restart forgives everyone, which is fine
 * for a limit meant to slow a flood, not to bill anyone.
 */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { take(key: string): RateLimitDecision };

/** Past this many tracked addresses, the ones with no recent request are forgotten. */
const maxTrackedKeys = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  function forgetIdle(time: number): void {
    for (const [key, times] of hits) if (times.at(-1)! <= time - windowMs) hits.delete(key);
  }

  return {
    take(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((hit) => hit > time - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000)) };
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > maxTrackedKeys) forgetIdle(time);
      return { allowed: true };
    },
  };
}
