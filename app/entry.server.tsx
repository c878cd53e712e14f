import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

/**
 * Every page is rendered once, complete, at build time (docs/decisions/001): no streaming, hence
 * none of React's inline scripts that reveal streamed Suspense boundaries.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status, headers: responseHeaders });
}
