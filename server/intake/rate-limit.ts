/**
 * A sliding window of stored submissions per address, so fixing a typo five times locks nobody out. Kept in
 * memory with SQLite (a restart forgives everyone: fine for slowing a flood), in PostgreSQL otherwise.
 */
import { isIPv6 } from "node:net";

export type RateLimitDecision =
  { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { take(key: string): Promise<RateLimitDecision> };

export type RateLimit = { limit: number; windowMs: number };

export function secondsUntilFree(oldestHit: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((oldestHit + windowMs - now) / 1000));
}

function hexGroups(part: string): number[] {
  return part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
}

function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const start = hexGroups(head);
  const end = tail === undefined ? [] : hexGroups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** IPv6 by its /64, the smallest block a provider gives one home: 2^64 addresses to rotate through. */
export function rateLimitKey(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain.includes(".") ? plain.slice(0, plain.lastIndexOf(":") + 1) + "0:0" : plain);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** Past this many tracked addresses, the ones with no recent request are forgotten. */
const maxTrackedKeys = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimit & { now?: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function forgetIdle(time: number): void {
    for (const [key, times] of hits) if (times.length === 0 || times.at(-1)! <= time - windowMs) hits.delete(key);
  }

  return {
    async take(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((hit) => hit > time - windowMs);
      hits.set(key, recent);
      if (recent.length >= limit)
        return { allowed: false, retryAfterSeconds: secondsUntilFree(recent[0]!, windowMs, time) };
      recent.push(time);
      if (hits.size > maxTrackedKeys) forgetIdle(time);
      return {
        allowed: true,
        async giveBack() {
          const times = hits.get(key);
          const index = times?.lastIndexOf(time) ?? -1;
          if (index >= 0) times!.splice(index, 1);
        },
      };
    },
  };
}
