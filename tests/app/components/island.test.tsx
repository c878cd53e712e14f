import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandPropsSelector, islandSelector } from "#app/contracts/islands.ts";
import { Island, serializeIslandProps } from "#app/components/island.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("an island", () => {
  it("renders its widget and, beside it, the props the page's script hydrates it with", () => {
    const html = renderToStaticMarkup(<Island name="greeting" component={Greeting} props={{ name: "Ada" }} />);
    expect(html).toBe(
      '<div data-island="greeting" data-tap-owner="greeting"><p>Hello Ada</p></div>' +
        '<script type="application/json" data-island-props="greeting">{"name":"Ada"}</script>',
    );
    expect(islandSelector("greeting")).toBe('[data-island="greeting"]');
    expect(islandPropsSelector("greeting")).toBe('script[data-island-props="greeting"]');
  });

  it("keeps a string in its props from closing the script element, and reads back the same props", () => {
    const props = { quote: "</script><script>alert(1)</script>", steps: ["a < b"] };
    const json = serializeIslandProps(props);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(props);
  });
});
