import { describe, expect, it } from "vitest";
import { median } from "#scripts/lib/median.ts";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([7])).toBe(7);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow("no values");
  });
});
