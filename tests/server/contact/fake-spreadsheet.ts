/**
 * A stand-in for a spreadsheet-script web app on 127.0.0.1, with the habits of the real thing:
 * it can accept, fail with JSON, fail with a 200 HTML page, hang, or answer a POST with a 302 to
 * a GET-only address on another host (here: "localhost" for a server reached as "127.0.0.1").
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type SpreadsheetBehaviour =
  | "accept"
  | "reject"
  | "html-error"
  | "server-error"
  | "hang"
  | "redirect"
  | "redirect-elsewhere"
  | "redirect-307"
  | "redirect-loop";

export type ReceivedRequest = { method: string; host: string; path: string; fields: Record<string, string> };

async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  const form = await new Response(Buffer.concat(chunks), {
    headers: { "Content-Type": request.headers["content-type"] ?? "" },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

export async function startFakeSpreadsheet() {
  let behaviour: SpreadsheetBehaviour = "accept";
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://placeholder");
    const fields = await readFields(request);
    received.push({ method: request.method ?? "", host: request.headers.host ?? "", path: url.pathname, fields });
    const json = (body: unknown) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    // The GET-only address a redirect leads to: it answers like a healthy script.
    if (url.pathname === "/echo") return json({ status: "success" });
    switch (behaviour) {
      case "accept":
        return json({ status: "success" });
      case "reject":
        return json({ status: "error", message: "Sheet is full" });
      case "html-error":
        response.writeHead(200, { "Content-Type": "text/html" });
        return response.end("<!doctype html><title>Error</title><p>TypeError: cannot read properties of undefined</p>");
      case "server-error":
        response.writeHead(500);
        return response.end();
      case "hang":
        hanging.add(response);
        return;
      case "redirect":
      case "redirect-elsewhere":
      case "redirect-307": {
        const host = behaviour === "redirect-elsewhere" ? "127.0.0.2" : "localhost";
        response.writeHead(behaviour === "redirect-307" ? 307 : 302, {
          Location: `http://${host}:${port}/echo?user_content_key=abc`,
        });
        return response.end();
      }
      case "redirect-loop":
        response.writeHead(302, { Location: `http://localhost:${port}/macros/exec` });
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: new URL(`http://127.0.0.1:${port}/macros/exec`),
    /** The host a redirect may lead to. */
    redirectHost: `localhost:${port}`,
    received,
    /** Only the POSTs, i.e. delivery attempts. */
    posts: () => received.filter((request) => request.method === "POST"),
    behave(next: SpreadsheetBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
