/**
 * `npm run backup` while the server takes posts, then the restore docs/operations.md describes:
 * the copy replaces the data folder's file, and a server started on it has every submission
 * acknowledged before the copy began, in the state it was in.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import { afterEach, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { serverSettings } from "#server/env.ts";
import { startIntakeService, type IntakeService } from "#server/intake/index.ts";
import { openSqliteStore } from "#server/intake/sqlite.ts";
import { newKey, sampleMessage, tempDataDir } from "../server/intake/helpers.ts";

const root = new URL("../../", import.meta.url).pathname;

/** `npm run backup -- FILE` in its own process, without blocking this one's server. */
function runBackup(dataDir: string, file: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/backup.ts", file],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
let server: ServerType;
let service: IntakeService;

async function startSite(dataDir: string): Promise<string> {
  let app: Hono | undefined;
  server = serve({ fetch: (request, bindings) => app!.fetch(request, bindings), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = serverSettings({ DATA_DIR: dataDir, ALLOWED_HOSTS: host, INTAKE_RATE_LIMIT: "100000" });
  service = await startIntakeService(settings.intake, { allowedHosts: settings.allowedHosts });
  app = createApp({ files: new Map(), api: service.routes, allowedHosts: settings.allowedHosts });
  return `http://${host}`;
}

async function post(origin: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sampleMessage, idempotencyKey: newKey(), elapsedMs: "30000" }))
    body.set(name, value);
  const response = await fetch(`${origin}/api/contact`, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
  return ((await response.json()) as { id: string }).id;
}

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await service.stop();
  vi.restoreAllMocks();
});

it("copies the database while the server writes, and a server restored from the copy has every acknowledged message", async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const dataDir = tempDataDir();
  const origin = await startSite(dataDir);
  const before: string[] = [];
  for (let index = 0; index < 40; index += 1) before.push(await post(origin));
  const delivered = before[0]!;
  const sqlite = await openSqliteStore(join(dataDir, "intake.sqlite"));
  const claim = await sqlite.contact.claimNext(Date.now(), Date.now() + 60_000);
  expect(claim?.item.id).toBe(delivered);
  await sqlite.contact.markDelivered(claim!, new Date());
  await sqlite.close();

  // Posts go on while the copy is taken, from another process, as the team would run it.
  const copied = new AbortController();
  const during = (async () => {
    const ids: string[] = [];
    while (!copied.signal.aborted) ids.push(await post(origin));
    return ids;
  })();
  const backupFile = join(mkdtempSync(join(tmpdir(), "sankofa-backup-")), "intake-backup.sqlite");
  const backup = await runBackup(dataDir, backupFile);
  copied.abort();
  const postedDuring = await during;
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toContain("integrity ok");
  expect(postedDuring.length).toBeGreaterThan(0);

  // The restore: the server is stopped, the copy becomes the data folder's file, the server starts.
  await new Promise((resolve) => server.close(resolve));
  await service.stop();
  const restoredDir = join(dirname(dataDir), "restored");
  mkdirSync(restoredDir);
  copyFileSync(backupFile, join(restoredDir, "intake.sqlite"));
  expect(existsSync(join(restoredDir, "intake.sqlite-wal"))).toBe(false);
  const restoredOrigin = await startSite(restoredDir);
  const restored = await service.store.contact.list();
  const restoredIds = new Set(restored.map((message) => message.id));
  expect(before.filter((id) => !restoredIds.has(id))).toEqual([]);
  expect(restored.length).toBeLessThanOrEqual(before.length + postedDuring.length);
  expect(restored.find((message) => message.id === delivered)?.deliveryState).toBe("delivered");
  expect((await service.store.contact.get(before[1]!))?.deliveryState).toBe("pending");
  expect(await post(restoredOrigin)).toMatch(/^[0-9a-f-]{36}$/);

  const second = await runBackup(restoredDir, backupFile);
  expect(second.status).toBe(1);
  expect(second.stderr).toContain("exists already");
}, 60_000);
