import { describe, expect, it } from "vitest";
import { commitBlockingMs, unattributable } from "#scripts/lib/commit-blocking-time.ts";

const commit = (startTime: number, duration: number) => ({ url: unattributable, startTime, duration });
const script = (startTime: number, duration: number) => ({
  url: "http://127.0.0.1/assets/site.js",
  startTime,
  duration,
});

describe("the blocking time of the navigation's commit", () => {
  it("is the commit's part after the first paint, less 50 ms", () => {
    // /support/contact in one run: the commit ran 625 to 741 ms, the first paint came at 632 ms.
    expect(commitBlockingMs([commit(625, 116)], 632, 904)).toBe(59);
  });

  it("is the first long task's alone, whatever comes after it", () => {
    expect(commitBlockingMs([script(900, 120), commit(634, 135)], 658, 1100)).toBe(61);
  });

  it("is nothing when the commit ends less than 50 ms after the first paint", () => {
    expect(commitBlockingMs([commit(602, 61)], 657, 903)).toBe(0);
  });

  it("stops at the time to interactive", () => {
    expect(commitBlockingMs([commit(700, 300)], 750, 900)).toBe(100);
  });

  it("is nothing when the first long task belongs to a script or starts after the first paint", () => {
    expect(commitBlockingMs([script(600, 150), commit(700, 150)], 650, 1000)).toBe(0);
    expect(commitBlockingMs([commit(700, 150)], 650, 1000)).toBe(0);
    expect(commitBlockingMs([], 650, 1000)).toBe(0);
  });
});
