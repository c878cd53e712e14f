import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/lib/markdown.server.ts";

describe("renderMarkdown", () => {
  it("lists the h2 headings with the ids their anchors use", async () => {
    const { headings } = await renderMarkdown("# Title\n\n## First part\n\ntext\n\n## Second part\n");
    expect(headings).toEqual([
      { id: "first-part", text: "First part" },
      { id: "second-part", text: "Second part" },
    ]);
  });

  it("makes tables focusable, so a table that scrolls sideways can be scrolled by keyboard", async () => {
    const { html } = await renderMarkdown("| Category | Duration |\n| --- | --- |\n| Essential | Up to 2 years |\n");
    expect(html).toContain('<table tabindex="0">');
  });

  it("wraps each h2 and what follows it in a section, leaving what comes first unwrapped", async () => {
    const { html } = await renderMarkdown(
      "Intro.\n\n## First part\n\nOne.\n\n### Detail\n\nTwo.\n\n## Second part\n\nThree.\n",
    );
    expect(html.replace(/\n/g, "")).toBe(
      '<p>Intro.</p><section><h2 id="first-part">First part</h2><p>One.</p><h3 id="detail">Detail</h3><p>Two.</p></section>' +
        '<section><h2 id="second-part">Second part</h2><p>Three.</p></section>',
    );
  });
});
