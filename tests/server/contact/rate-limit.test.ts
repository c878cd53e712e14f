import { describe, expect, it } from "vitest";
import { createRateLimiter } from "#server/contact/rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per key, then says when to come back", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.take("a").allowed).toBe(true);
      now += 1_000;
    }
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(limiter.take("b").allowed).toBe(true);
    now = 59_999;
    expect(limiter.take("a").allowed).toBe(false);
    // The first request is a full window old: one place is free again.
    now = 60_000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("does not let refused requests push the window further out", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, now: () => now });
    limiter.take("a");
    for (now = 1_000; now < 10_000; now += 1_000) expect(limiter.take("a").allowed).toBe(false);
    now = 10_000;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("forgets idle addresses once it tracks many", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i <= 10_000; i += 1) limiter.take(`addr-${i}`);
    now = 5_000;
    limiter.take("fresh");
    expect(limiter.take("addr-1").allowed).toBe(true);
  });
});
