/**
 * The contact pipeline's settings, from the environment (README, Configuration). Read once at
 * start; a bad value stops the server with a message rather than running half-configured.
 */
import { join } from "node:path";

export type ContactSettings = {
  /** The SQLite file: $DATA_DIR/contact.sqlite. */
  databasePath: string;
  /** Where the outbox forwards messages; none means they stay in the database only. */
  forward?: { url: URL; redirectHosts: string[] };
  rateLimit: { limit: number; windowMs: number };
  /** Behind a reverse proxy, the visitor's address is the last one it adds to X-Forwarded-For. */
  trustProxy: boolean;
};

/** Where Google Apps Script web apps send their answers. */
const defaultRedirectHosts = ["script.googleusercontent.com"];

/** Enough for a visitor who corrects a message and sends it again; too few for a flood. */
const defaultRateLimitPerMinute = 5;

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more`);
  return number;
}

export function contactSettingsFromEnv(env: Record<string, string | undefined> = process.env): ContactSettings {
  const settings: ContactSettings = {
    databasePath: join(env.DATA_DIR || "data", "contact.sqlite"),
    rateLimit: {
      limit: positiveInteger("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, defaultRateLimitPerMinute),
      windowMs: 60_000,
    },
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
  if (env.CONTACT_FORWARD_URL) {
    const url = new URL(env.CONTACT_FORWARD_URL);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("CONTACT_FORWARD_URL must be http(s)");
    settings.forward = {
      url,
      redirectHosts: list(env.CONTACT_FORWARD_REDIRECT_HOSTS) ?? defaultRedirectHosts,
    };
  }
  return settings;
}
