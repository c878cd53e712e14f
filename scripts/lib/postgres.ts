/**
 * A throwaway PostgreSQL for the tests and fault runs, from Debian's package (installed as Chromium is), on a
 * free loopback port. It refuses to run as root, so as root the cluster belongs to Debian's `postgres` user.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { canInstallWithApt, installDebianPackage } from "./debian-package.ts";
import { freePort } from "./free-port.ts";

const debianRoot = "/usr/lib/postgresql";

/** The bin folder of the newest installed PostgreSQL, or POSTGRES_BIN. */
function postgresBin(): string | undefined {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((name) => existsSync(join(debianRoot, name, "bin", "postgres")))
    .toSorted((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debianRoot, versions[0], "bin") : undefined;
}

export function ensurePostgres(): string {
  const found = postgresBin();
  if (found) return found;
  if (process.env.POSTGRES_BIN || !canInstallWithApt()) {
    throw new Error(
      "PostgreSQL not found in /usr/lib/postgresql: install Debian's package (sudo apt-get install -y postgresql) or set POSTGRES_BIN.",
    );
  }
  installDebianPackage("postgresql");
  const installed = postgresBin();
  if (!installed) throw new Error("apt-get installed postgresql, but no server binary was found");
  return installed;
}

function asOwner(): { uid?: number; gid?: number; owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid, owner: { uid, gid } };
}

export type TemporaryPostgres = { url: string; stop(): Promise<void> };

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = ensurePostgres();
  const folder = mkdtempSync(join(tmpdir(), "sankofa-postgres-"));
  const dataDir = join(folder, "data");
  const { uid, gid, owner } = asOwner();
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
    chmodSync(folder, 0o700);
  }
  const user = owner ? "postgres" : userInfo().username;
  execFileSync(join(bin, "initdb"), ["-D", dataDir, "-U", user, "-A", "trust", "--no-sync", "-E", "UTF8"], {
    uid,
    gid,
    stdio: "ignore",
  });
  const port = await freePort();
  // fsync stays on: the fault runs kill servers, not this database, but durability is the point.
  const server = spawn(
    join(bin, "postgres"),
    ["-D", dataDir, "-p", String(port), "-h", "127.0.0.1", "-k", folder, "-c", "max_connections=100"],
    { uid, gid, stdio: "ignore" },
  );
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port), "-q"], { stdio: "ignore" });
      break;
    } catch {
      if (server.exitCode !== null || Date.now() > deadline) {
        server.kill("SIGKILL");
        rmSync(folder, { recursive: true, force: true });
        throw new Error("The temporary PostgreSQL did not start");
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        // Fast shutdown: disconnect clients, stop at once.
        server.kill("SIGINT");
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
