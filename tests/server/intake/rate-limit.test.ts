import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore, type PostgresIntakeStore } from "#server/intake/postgres.ts";
import { createRateLimiter, rateLimitKey, type RateLimiter } from "#server/intake/rate-limit.ts";
import { startTemporaryPostgres, type TemporaryPostgres } from "#scripts/lib/postgres.ts";

async function allowed(limiter: RateLimiter, key: string): Promise<boolean> {
  return (await limiter.take(key)).allowed;
}

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per key, then says when to come back", async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i += 1) {
      expect(await allowed(limiter, "a")).toBe(true);
      now += 1_000;
    }
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(await allowed(limiter, "b")).toBe(true);
    now = 59_999;
    expect(await allowed(limiter, "a")).toBe(false);
    // The first request is a full window old: one place is free again.
    now = 60_000;
    expect(await allowed(limiter, "a")).toBe(true);
    expect(await allowed(limiter, "a")).toBe(false);
  });

  it("does not let refused requests push the window further out", async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, now: () => now });
    await limiter.take("a");
    for (now = 1_000; now < 10_000; now += 1_000) expect(await allowed(limiter, "a")).toBe(false);
    now = 10_000;
    expect(await allowed(limiter, "a")).toBe(true);
  });

  it("frees a place that is given back (the post was refused)", async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, now: () => 0 });
    const first = await limiter.take("a");
    expect(await allowed(limiter, "a")).toBe(false);
    if (first.allowed) await first.giveBack();
    expect(await allowed(limiter, "a")).toBe(true);
  });

  it("forgets idle addresses once it tracks many", async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i <= 10_000; i += 1) await limiter.take(`addr-${i}`);
    now = 5_000;
    await limiter.take("fresh");
    expect(await allowed(limiter, "addr-1")).toBe(true);
  });
});

describe("rateLimitKey", () => {
  it("keys IPv4 by the address, IPv6 by its /64, and an IPv4-mapped IPv6 address as IPv4", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0DB8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("[2001:db8::5]")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});

describe("the PostgreSQL rate limit, shared by every instance", () => {
  let server: TemporaryPostgres;
  const stores: PostgresIntakeStore[] = [];
  beforeAll(async () => {
    server = await startTemporaryPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    await server?.stop();
  });

  async function instance(now: () => number) {
    const store = await openPostgresStore(server.url);
    stores.push(store);
    return store.rateLimiter({ limit: 3, windowMs: 60_000 }, now);
  }

  it("counts posts to two instances together, frees given-back places, and says when to come back", async () => {
    let now = 1_000_000;
    const [first, second] = [await instance(() => now), await instance(() => now)];
    const takes = await Promise.all([first.take("a"), second.take("a"), first.take("a"), second.take("a")]);
    expect(takes.filter((take) => take.allowed)).toHaveLength(3);
    now += 15_000;
    expect(await second.take("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await allowed(first, "b")).toBe(true);
    const givenBack = takes.find((take) => take.allowed)!;
    if (givenBack.allowed) await givenBack.giveBack();
    expect(await allowed(second, "a")).toBe(true);
    expect(await allowed(first, "a")).toBe(false);
    now += 60_000;
    expect(await allowed(first, "a")).toBe(true);
  });

  it("forgets the hits of addresses that never come back, once their window is over", async () => {
    let now = 5_000_000;
    const limiter = await instance(() => now);
    // The earlier test's hits are long over.
    await limiter.forgetExpired();
    await limiter.take("once-only");
    await limiter.take("back-later");
    expect(await limiter.forgetExpired()).toBe(0);
    now += 60_000;
    expect(await limiter.forgetExpired()).toBe(2);
  });
});
