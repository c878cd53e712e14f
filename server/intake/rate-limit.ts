/**
 * A per-address limit on stored submissions, of every form together (for example 5 a minute), as a sliding window. A place is
 * taken when a post arrives and given back if the post is refused, so only stored submissions count:
 * a visitor who fixes a typo five times is not locked out. With SQLite (one server) the window is
 * kept in memory and a restart forgives everyone, which is fine for a limit meant to slow a flood;
 * with PostgreSQL every instance shares it (server/intake/postgres.ts).
 */
import { isIPv6 } from "node:net";

export type RateLimitDecision =
  { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { take(key: string): Promise<RateLimitDecision> };

export type RateLimit = { limit: number; windowMs: number };

/** Seconds until the oldest hit in the window leaves it, at least 1. */
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

/**
 * Whose post this is, for the limit: an IPv4 address as it is, an IPv6 address by its /64, the
 * smallest block a provider gives one customer (one home gets 2^64 addresses to rotate through).
 */
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
