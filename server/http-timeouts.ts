/**
 * Limits on how long a client may take to send a request, so a slow or stalled one cannot hold a
 * connection (Node's own defaults allow 300 s for a request, checked every 30 s). A form post
 * is at most 64 KB: 30 s is ample on the slowest mobile link.
 */
import type { ServerOptions } from "node:http";

export const serverTimeouts = {
  /** Headers must be complete within this. */
  headersTimeout: 10_000,
  /** The whole request, body included, within this. */
  requestTimeout: 30_000,
  /** How often the two limits above are enforced. */
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;
