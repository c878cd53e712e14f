/** Every variable the server reads, parsed once at start: a bad value stops it, naming the variable. */
import { join } from "node:path";
import * as z from "zod";
import { defaultOutboxTiming } from "#server/intake/outbox.ts";

/** Where Google Apps Script web apps send their answers. */
const defaultRedirectHosts = ["script.googleusercontent.com"];

const wholeNumber = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** A host as a request URL writes it (lower case, punycode, no default port); undefined unless a bare host. */
export function normalHost(item: string): string | undefined {
  if (/[/@?#]/.test(item)) return undefined;
  try {
    return new URL(`http://${item}`).host || undefined;
  } catch {
    return undefined;
  }
}

const hostList = z
  .string()
  .transform((value, context) => {
    const hosts: string[] = [];
    for (const item of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const host = normalHost(item);
      if (host) hosts.push(host);
      else
        context.addIssue({
          code: "custom",
          message: `"${item}" is not a host (write sankofa.example or 127.0.0.1:3000)`,
        });
    }
    return hosts;
  })
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

const empty = (value: unknown) => (value === "" ? undefined : value);

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Loopback by default: exposing the site is a deliberate choice (HOST=0.0.0.0 behind a proxy).
  HOST: z.string().default("127.0.0.1"),
  ALLOWED_HOSTS: hostList,
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// address" }).optional(),
  INTAKE_FORWARD_URL: httpUrl.optional(),
  INTAKE_FORWARD_REDIRECT_HOSTS: hostList,
  INTAKE_RATE_LIMIT: wholeNumber(5),
  INTAKE_MAX_ATTEMPTS: wholeNumber(defaultOutboxTiming.maxAttempts),
  INTAKE_FORWARD_TIMEOUT_MS: wholeNumber(defaultOutboxTiming.attemptTimeoutMs),
  INTAKE_RETRY_BASE_MS: wholeNumber(defaultOutboxTiming.baseDelayMs),
  INTAKE_RETRY_MAX_MS: wholeNumber(defaultOutboxTiming.maxDelayMs),
  INTAKE_FORWARD_CONCURRENCY: wholeNumber(defaultOutboxTiming.concurrency),
  TRUST_PROXY: z.enum(["0", "1", "false", "true"]).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5_000),
});

const isLoopback = (host: string) => /^(127(\.\d+){3}|::1|\[::1\]|localhost)$/.test(host);

export type IntakeSettings = {
  databaseUrl?: string;
  databasePath: string;
  forward?: { url: URL; redirectHosts: string[] };
  outbox: {
    maxAttempts: number;
    attemptTimeoutMs: number;
    baseDelayMs: number;
    maxDelayMs: number;
    concurrency: number;
  };
  rateLimit: { limit: number; windowMs: number };
  /** Behind a reverse proxy, the visitor's address is the last one it adds to X-Forwarded-For. */
  trustProxy: boolean;
};

export type ServerSettings = {
  port: number;
  hostname: string;
  allowedHosts: string[];
  intake: IntakeSettings;
  /** Prometheus's endpoint, on a port of its own; none when METRICS_PORT is not set. */
  metrics?: { port: number; hostname: string; token?: string };
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before closing. */
  shutdownDrainMs: number;
};

/** `siteHost`: the build's SITE_URL host, answered to (with loopback) unless ALLOWED_HOSTS is set. */
export function serverSettings(
  env: Record<string, string | undefined> = process.env,
  siteHost?: string,
): ServerSettings {
  const parsed = serverEnvSchema.safeParse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, empty(v)])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Bad server configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  if (vars.METRICS_PORT !== undefined && !isLoopback(vars.METRICS_HOST) && !vars.METRICS_TOKEN)
    throw new Error("Bad server configuration: METRICS_HOST: off the loopback, metrics need METRICS_TOKEN");
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT === vars.PORT && vars.PORT !== 0)
    throw new Error("Bad server configuration: METRICS_PORT: must differ from PORT, metrics are never on the site");
  const loopback = ["127.0.0.1", "localhost", "[::1]"].map((host) => normalHost(`${host}:${vars.PORT}`)!);
  return {
    port: vars.PORT,
    hostname: vars.HOST,
    allowedHosts: vars.ALLOWED_HOSTS?.length ? vars.ALLOWED_HOSTS : [...(siteHost ? [siteHost] : []), ...loopback],
    intake: {
      databaseUrl: vars.DATABASE_URL,
      databasePath: join(vars.DATA_DIR, "intake.sqlite"),
      forward: vars.INTAKE_FORWARD_URL
        ? {
            url: new URL(vars.INTAKE_FORWARD_URL),
            redirectHosts: vars.INTAKE_FORWARD_REDIRECT_HOSTS?.length
              ? vars.INTAKE_FORWARD_REDIRECT_HOSTS
              : defaultRedirectHosts,
          }
        : undefined,
      outbox: {
        maxAttempts: vars.INTAKE_MAX_ATTEMPTS,
        attemptTimeoutMs: vars.INTAKE_FORWARD_TIMEOUT_MS,
        baseDelayMs: vars.INTAKE_RETRY_BASE_MS,
        maxDelayMs: vars.INTAKE_RETRY_MAX_MS,
        concurrency: vars.INTAKE_FORWARD_CONCURRENCY,
      },
      rateLimit: { limit: vars.INTAKE_RATE_LIMIT, windowMs: 60_000 },
      trustProxy: vars.TRUST_PROXY === "1" || vars.TRUST_PROXY === "true",
    },
    metrics:
      vars.METRICS_PORT === undefined
        ? undefined
        : { port: vars.METRICS_PORT, hostname: vars.METRICS_HOST, token: vars.METRICS_TOKEN },
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
  };
}
