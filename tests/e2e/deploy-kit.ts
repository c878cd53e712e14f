/**
 * Two deploys of the built site for the service worker's update test: the build as it is, and the
 * same with a changed full stylesheet (a new hashed name, the pages naming it, a new worker), each
 * served by the real server in turn on one address, as a deploy replaces the files behind it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { waitForServer } from "#scripts/lib/local-server.ts";
import { bundleFile, serviceWorkerSource, shellManifest } from "#scripts/lib/service-worker-build.ts";

const built = new URL("../../build/client/", import.meta.url).pathname;

/** A custom property each deploy's full stylesheet sets on :root: "a" or "b". */
export const deployMarker = "--deploy";

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Copies the build into `directory` with its full stylesheet marked `name` and renamed for it. */
export function makeDeploy(directory: string, name: "a" | "b"): { stylesheet: string } {
  rmSync(directory, { recursive: true, force: true });
  cpSync(built, directory, { recursive: true });
  const assets = join(directory, "assets");
  const original = readdirSync(assets).find((file) => /^app-[\w-]+\.css$/.test(file))!;
  const renamed = original.replace(/\.css$/, `${name}.css`);
  const css = readFileSync(join(assets, original), "utf8");
  rmSync(join(assets, original));
  for (const suffix of [".br", ".gz"]) rmSync(join(assets, original + suffix), { force: true });
  writeFileSync(join(assets, renamed), `${css}\n:root{${deployMarker}:"${name}"}\n`);
  for (const file of filesUnder(directory).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    if (!html.includes(original)) continue;
    writeFileSync(file, html.replaceAll(original, renamed));
    for (const suffix of [".br", ".gz"]) rmSync(file + suffix, { force: true });
  }
  const worker = serviceWorkerSource(readFileSync(bundleFile, "utf8"), shellManifest(directory, languageCodes()));
  writeFileSync(join(directory, "sw.js"), worker);
  for (const suffix of [".br", ".gz"]) rmSync(join(directory, `sw.js${suffix}`), { force: true });
  return { stylesheet: `/assets/${renamed}` };
}

/** The real server on `port`, serving `directory`, until stopped. */
export async function serveDeploy(
  directory: string,
  port: number,
  dataDirectory: string,
): Promise<() => Promise<void>> {
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIRECTORY: directory,
      DATA_DIR: dataDirectory,
    },
    stdio: "ignore",
  });
  await waitForServer(`http://127.0.0.1:${port}`);
  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
}
