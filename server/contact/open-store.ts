/**
 * Opens the store the settings name: PostgreSQL when DATABASE_URL is set, with a rate limit every
 * instance shares; else the SQLite file, with a rate limit in this process (docs/decisions/007).
 */
import { openPostgresStore } from "#server/contact/postgres-store.ts";
import { createRateLimiter, type RateLimit, type RateLimiter } from "#server/contact/rate-limit.ts";
import { openSqliteStore } from "#server/contact/sqlite-store.ts";
import type { MessageStore } from "#server/contact/store.ts";

export type StoreLocation = { databaseUrl?: string; databasePath: string };

export async function openMessageStore({ databaseUrl, databasePath }: StoreLocation): Promise<MessageStore> {
  return databaseUrl ? openPostgresStore(databaseUrl) : openSqliteStore(databasePath);
}

export async function openContactStorage(
  location: StoreLocation,
  rateLimit: RateLimit,
): Promise<{ store: MessageStore; rateLimiter: RateLimiter }> {
  if (location.databaseUrl) {
    const store = await openPostgresStore(location.databaseUrl);
    return { store, rateLimiter: store.rateLimiter(rateLimit) };
  }
  return { store: openSqliteStore(location.databasePath), rateLimiter: createRateLimiter(rateLimit) };
}
