import { describe, expect, it } from "vitest";
import { currentSectionIndex } from "#app/client/article/reading-position.ts";

describe("currentSectionIndex", () => {
  const line = 240;

  it("is -1 while the reader is still above the first section", () => {
    expect(currentSectionIndex([400, 1200, 2000], line)).toBe(-1);
  });

  it("is the last section whose heading has passed the reading line", () => {
    expect(currentSectionIndex([240, 1200, 2000], line)).toBe(0);
    expect(currentSectionIndex([-900, 100, 900], line)).toBe(1);
    expect(currentSectionIndex([-3000, -2000, -10], line)).toBe(2);
  });
});
