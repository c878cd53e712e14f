/** So a stalled client cannot hold a connection: a post is at most 64 KB, 30 s is ample on the slowest link. */
import type { ServerOptions } from "node:http";

export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;
