import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorPage, errorDetail } from "#app/components/error-page.tsx";

describe("the error page", () => {
  it("says 'Unexpected Application Error!' with the status of a response", () => {
    const html = renderToStaticMarkup(
      <ErrorPage error={{ status: 503, statusText: "Service Unavailable", internal: false, data: null }} />,
    );
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
    expect(html).toContain('href="/"');
  });

  it("shows an error's message, or a plain sentence for anything else", () => {
    expect(errorDetail(new Error("Cannot read the article"))).toBe("Cannot read the article");
    expect(errorDetail("a string")).toBe("Something went wrong.");
  });
});
