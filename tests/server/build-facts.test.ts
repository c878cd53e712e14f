import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { readBuildFacts, writeBuildFacts } from "#server/build-facts.ts";

const scratch = () => pathToFileURL(join(mkdtempSync(join(tmpdir(), "build-facts-")), "site.json"));

describe("build facts (build/site.json)", () => {
  it("reads back what the build wrote", () => {
    const file = scratch();
    const facts = { siteUrl: "https://bank.example", scriptOrigins: ["https://embed.chat.example"] };
    writeBuildFacts(facts, file);
    expect(readBuildFacts(file)).toEqual(facts);
  });

  it("refuses to write what the server could not read", () => {
    expect(() => writeBuildFacts({ siteUrl: "not an address", scriptOrigins: [] }, scratch())).toThrow(/siteUrl/);
  });

  it("says to build first when there is no file, and names a file it cannot trust", () => {
    expect(() => readBuildFacts(scratch())).toThrow(/npm run build/);
    const file = scratch();
    writeFileSync(file, JSON.stringify({ siteUrl: "https://bank.example" }));
    expect(() => readBuildFacts(file)).toThrow(/site\.json is not what the build writes/);
  });
});
