import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "#server/intake/csv.ts";

describe("CSV export", () => {
  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe('"\'=HYPERLINK(""http://evil"",""click"")"');
    expect(csvCell("+2348012345678")).toBe(`"'+2348012345678"`);
    expect(csvCell("-1+1")).toBe(`"'-1+1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("Card = lost")).toBe(`"Card = lost"`);
  });

  it("quotes every cell, so commas, quotes and line breaks stay inside it", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ['Hello, "Ada"', "line 1\nline 2"],
          [3, null],
        ],
      ),
    ).toBe(`"a","b"\r\n"Hello, ""Ada""","line 1\nline 2"\r\n"3",""\r\n`);
  });
});
