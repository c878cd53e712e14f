/**
 * The spreadsheet's web app on 127.0.0.1, for the intake's tests and fault runs: the real receiving script on
 * an in-memory sheet, with the real app's habits (a 302 to a GET-only address on "localhost", HTML errors
 * with status 200), plus hangs after the script ran, 500s and slowness. "faults" mixes them at random.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createContext, runInContext } from "node:vm";

export type SpreadsheetBehaviour =
  | "accept"
  | "slow"
  | "reject"
  | "html-error"
  | "server-error"
  | "hang"
  | "redirect-elsewhere"
  | "redirect-307"
  | "redirect-loop"
  | "faults";

export type FaultMix = { htmlError: number; serverError: number; hang: number };
export const defaultFaultMix: FaultMix = { htmlError: 0.3, serverError: 0.1, hang: 0.05 };

export type ReceivedRequest = { method: string; host: string; path: string; body: Record<string, string> };

export type SheetName = "Messages" | "Waitlist";

const scriptPath = new URL("../../integrations/google-apps-script/intake-sheet.js", import.meta.url);

function sheetApi(rows: string[][]) {
  return {
    appendRow: (row: unknown[]) => void rows.push(row.map(String)),
    setFrozenRows: () => undefined,
    getLastRow: () => rows.length,
    getLastColumn: () => Math.max(0, ...rows.map((cells) => cells.length)),
    getRange: (row: number, column: number, rowCount = 1, columnCount = 1) => ({
      setValue: (value: unknown) => {
        const target = rows[row - 1]!;
        while (target.length < column) target.push("");
        target[column - 1] = String(value);
      },
      // Sheets shows (and returns) text typed with a leading apostrophe without it.
      getValues: () =>
        rows
          .slice(row - 1, row - 1 + rowCount)
          .map((cells) => cells.slice(column - 1, column - 1 + columnCount).map((cell) => cell.replace(/^'/, ""))),
      setValues: (values: unknown[][]) => {
        if (values.length !== rowCount || values.some((cells) => cells.length !== columnCount))
          throw new Error("The data does not match the range's size.");
        values.forEach((cells, index) => {
          const target = rows[row - 1 + index]!;
          target.splice(column - 1, columnCount, ...cells.map(String));
        });
      },
    }),
  };
}

function appsScriptFakes() {
  const sheets = new Map<string, string[][]>();
  const globals = {
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: (name: string) => (sheets.has(name) ? sheetApi(sheets.get(name)!) : null),
        insertSheet: (name: string) => {
          sheets.set(name, []);
          return sheetApi(sheets.get(name)!);
        },
      }),
    },
    // One call runs at a time here (JavaScript is single-threaded), so the lock is always free.
    LockService: { getScriptLock: () => ({ tryLock: () => true, releaseLock: () => undefined }) },
    ContentService: {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string) => ({
        text,
        mimeType: "text/plain",
        setMimeType(type: string) {
          this.mimeType = type;
          return this;
        },
      }),
    },
  };
  return { sheets, globals };
}

/** Loads the receiving script as Apps Script would: its functions become globals. */
export function loadIntakeSheetScript() {
  const { sheets, globals } = appsScriptFakes();
  const context = createContext({ ...globals });
  runInContext(readFileSync(scriptPath, "utf8"), context, { filename: "intake-sheet.js" });
  const doPost = context.doPost as (event: { postData: { contents: string; type: string } }) => { text: string };
  let repeats = 0;
  return {
    doPost(contents: string): string {
      const output = doPost({ postData: { contents, type: "application/json" } }).text;
      if ((JSON.parse(output) as { repeat?: boolean }).repeat) repeats += 1;
      return output;
    },
    repeats: () => repeats,
    header: (sheet: SheetName = "Messages") => sheets.get(sheet)?.[0] ?? [],
    rows: (sheet: SheetName = "Messages") => (sheets.get(sheet) ?? []).slice(1),
    /** As objects, by the header: the columns the script chose. */
    records(sheet: SheetName = "Messages"): Array<Record<string, string>> {
      const [header = [], ...rows] = sheets.get(sheet) ?? [];
      return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ""])));
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parsed(body: string): Record<string, string> {
  try {
    return JSON.parse(body) as Record<string, string>;
  } catch {
    return {};
  }
}

const htmlErrorPage =
  "<!DOCTYPE html><html><head><title>Error</title></head><body><div>TypeError: Cannot read properties of undefined (reading 'getRange') (line 40, file \"Code\")</div></body></html>";

export async function startFakeSpreadsheet({ hangMs = 20_000, slowMs = 2_000, faults = defaultFaultMix } = {}) {
  let behaviour: SpreadsheetBehaviour = "accept";
  const script = loadIntakeSheetScript();
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, string>();
  const hanging = new Set<ServerResponse>();
  let answerCounter = 0;

  function pick(): SpreadsheetBehaviour {
    if (behaviour !== "faults") return behaviour;
    const roll = Math.random();
    if (roll < faults.htmlError) return "html-error";
    if (roll < faults.htmlError + faults.serverError) return "server-error";
    if (roll < faults.htmlError + faults.serverError + faults.hang) return "hang";
    return "accept";
  }

  /** The real web app's answer to a POST: a 302 to where the script's output can be fetched once. */
  function redirectToOutput(response: ServerResponse, output: string): void {
    answerCounter += 1;
    const key = `k${answerCounter}`;
    answers.set(key, output);
    response.writeHead(302, { Location: `http://localhost:${port}/macros/echo?user_content_key=${key}` });
    response.end();
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://placeholder");
    const body = await readBody(request);
    received.push({
      method: request.method ?? "",
      host: request.headers.host ?? "",
      path: url.pathname,
      body: parsed(body),
    });
    if (url.pathname === "/macros/echo") {
      // GET only, as script.googleusercontent.com is.
      if (request.method !== "GET") {
        response.writeHead(405, { "Content-Type": "text/html" });
        return response.end("<!DOCTYPE html><title>405</title>");
      }
      const output = answers.get(url.searchParams.get("user_content_key") ?? "");
      answers.delete(url.searchParams.get("user_content_key") ?? "");
      response.writeHead(output ? 200 : 404, { "Content-Type": "application/json" });
      return response.end(output ?? "");
    }
    switch (pick()) {
      case "accept":
        return redirectToOutput(response, script.doPost(body));
      case "reject":
        return redirectToOutput(response, JSON.stringify({ status: "error", message: "The sheet is busy." }));
      case "html-error":
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return response.end(htmlErrorPage);
      case "server-error":
        response.writeHead(500, { "Content-Type": "text/html" });
        return response.end("<!DOCTYPE html><title>Internal Server Error</title>");
      case "slow": {
        const output = script.doPost(body);
        await new Promise((resolve) => setTimeout(resolve, slowMs));
        if (!response.destroyed) redirectToOutput(response, output);
        return;
      }
      case "hang": {
        // The script runs, then the answer takes far longer than the sender waits.
        const output = script.doPost(body);
        hanging.add(response);
        const timer = setTimeout(() => {
          hanging.delete(response);
          if (!response.destroyed) redirectToOutput(response, output);
        }, hangMs);
        response.on("close", () => clearTimeout(timer));
        return;
      }
      case "redirect-elsewhere":
      case "redirect-307":
        response.writeHead(behaviour === "redirect-307" ? 307 : 302, {
          Location: `http://${behaviour === "redirect-307" ? "localhost" : "127.0.0.2"}:${port}/macros/echo?user_content_key=x`,
        });
        return response.end();
      case "redirect-loop":
        response.writeHead(302, { Location: `http://localhost:${port}/macros/exec` });
        return response.end();
      case "faults":
        throw new Error("unreachable");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: new URL(`http://127.0.0.1:${port}/macros/exec`),
    /** The host the 302 leads to: pass it as a redirect host. */
    redirectHost: `localhost:${port}`,
    received,
    posts: () => received.filter((request) => request.method === "POST"),
    /** Rows in a sheet per id: the deliveries that count. */
    rowsPerId(sheet: SheetName = "Messages"): Map<string, number> {
      const counts = new Map<string, number>();
      for (const [id] of script.rows(sheet)) counts.set(id!, (counts.get(id!) ?? 0) + 1);
      return counts;
    },
    rows: script.rows,
    records: script.records,
    repeats: script.repeats,
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

export type FakeSpreadsheet = Awaited<ReturnType<typeof startFakeSpreadsheet>>;
