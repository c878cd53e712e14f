import { describe, expect, it } from "vitest";
import { firstViewEnd } from "#scripts/budget.ts";

describe("firstViewEnd", () => {
  it("ends the first view after the section that holds the h1", () => {
    const html = "<body><main><section><h1>Hi</h1></section><section>more</section></main><footer>f</footer></body>";
    expect(html.slice(0, firstViewEnd(html))).toBe("<body><main><section><h1>Hi</h1></section>");
  });

  it("ends it after <main> when the h1 sits in no section or header, leaving out the footer", () => {
    const html = "<body><main><div><h1>Hi</h1><form>form</form></div></main><footer>f</footer><svg>icons</svg></body>";
    expect(html.slice(0, firstViewEnd(html))).toBe("<body><main><div><h1>Hi</h1><form>form</form></div></main>");
  });

  it("counts the whole document when it has no h1 in any of them", () => {
    const html = "<body><div>no heading</div></body>";
    expect(firstViewEnd(html)).toBe(html.length);
  });
});
