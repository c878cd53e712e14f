/**
 * The server's Prometheus metrics (D27, docs/decisions/023), served off the public port by
 * metrics-server.ts. Every label is from a short fixed list: a route group, never a path; a kind's
 * name, never what a visitor sent; a cause, never an error's text.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { refusalReasons, type RefusalReason } from "#server/intake/endpoint.ts";
import { deliveryStates } from "#server/intake/kind.ts";
import type { KindStore } from "#server/intake/store.ts";

export const routeGroups = ["page", "file", "asset", "api", "probe"] as const;
export type RouteGroup = (typeof routeGroups)[number];

export const probePaths = ["/healthz", "/readyz"];

export function routeGroupOf(path: string): RouteGroup {
  if (probePaths.includes(path)) return "probe";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/")) return "asset";
  return /\.[A-Za-z0-9]+$/.test(path) ? "file" : "page";
}

const knownMethods = new Set(["GET", "HEAD", "POST"]);

/** Why a delivery attempt failed, from the short reason the outbox records (server/intake/forward.ts). */
export const failureCauses = [
  "timeout",
  "network",
  "http-status",
  "not-json",
  "refused-by-script",
  "redirect",
  "too-large",
  "other",
] as const;
export type FailureCause = (typeof failureCauses)[number];

const causeByPrefix: Array<[prefix: string, cause: FailureCause]> = [
  ["timed out", "timeout"],
  ["network error", "network"],
  ["HTTP ", "http-status"],
  ["answer is not JSON", "not-json"],
  ["answer status", "refused-by-script"],
  ["redirect", "redirect"],
  ["too many redirects", "redirect"],
  ["answer too large", "too-large"],
];

export function failureCause(error: string): FailureCause {
  return causeByPrefix.find(([prefix]) => error.startsWith(prefix))?.[1] ?? "other";
}

/** What a stored post was: new, a repeat of an idempotency key, an update of a listed entry, likely spam. */
export const acceptedResults = ["new", "repeat", "updated", "held"] as const;
export type AcceptedResult = (typeof acceptedResults)[number];

export type IntakeObserver = {
  accepted(result: AcceptedResult): void;
  refused(reason: RefusalReason): void;
};

export type AttemptOutcome = { seconds: number } & (
  { delivered: true } | { delivered: false; error: string; gaveUp: boolean }
);

export type OutboxObserver = { attempted(outcome: AttemptOutcome): void };

/** What the endpoint and the outbox of each kind report to. */
export type IntakeMetrics = {
  intake(kind: string): IntakeObserver;
  outbox(kind: string): OutboxObserver;
};

export type ServerMetrics = IntakeMetrics & {
  request(method: string, path: string, status: number, seconds: number): void;
  /** The tables whose outbox figures, and the readiness, every scrape reads. */
  watch(sources: { outboxes: readonly KindStore[]; isReady: () => Promise<boolean> }): void;
  /** Prometheus's text format, after reading the outbox figures and the readiness. */
  render(): Promise<string>;
  contentType: string;
};

const notReadyUntilWatched = async () => false;

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const forwardBuckets = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60];

export function createServerMetrics({ now = Date.now }: { now?: () => number } = {}): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: "sankofa_http_requests_total",
    help: "HTTP requests answered, by route group, method and status",
    labelNames: ["group", "method", "status"],
    registers,
  });
  const httpDuration = new Histogram({
    name: "sankofa_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route group",
    labelNames: ["group"],
    buckets: secondsBuckets,
    registers,
  });
  const accepted = new Counter({
    name: "sankofa_intake_accepted_total",
    help: "Posts stored, by kind and result: new, repeat (of an idempotency key), updated, held (likely spam)",
    labelNames: ["kind", "result"],
    registers,
  });
  const refused = new Counter({
    name: "sankofa_intake_refused_total",
    help: "Posts refused, by kind and reason",
    labelNames: ["kind", "reason"],
    registers,
  });
  const rateLimited = new Counter({
    name: "sankofa_intake_rate_limited_total",
    help: "Posts refused by the per-address rate limit, by kind",
    labelNames: ["kind"],
    registers,
  });
  const outboxItems = new Gauge({
    name: "sankofa_outbox_messages",
    help: "Stored submissions by delivery state, read from the database at each scrape",
    labelNames: ["kind", "state"],
    registers,
  });
  const oldestUndelivered = new Gauge({
    name: "sankofa_outbox_oldest_undelivered_age_seconds",
    help: "Age of the oldest pending or failed submission (0 when none), read from the database at each scrape",
    labelNames: ["kind"],
    registers,
  });
  const attempts = new Counter({
    name: "sankofa_outbox_delivery_attempts_total",
    help: "Delivery attempts to the spreadsheet script made by this server, by kind and result",
    labelNames: ["kind", "result"],
    registers,
  });
  const failures = new Counter({
    name: "sankofa_outbox_delivery_failures_total",
    help: "Failed delivery attempts made by this server, by kind and cause",
    labelNames: ["kind", "cause"],
    registers,
  });
  const gaveUp = new Counter({
    name: "sankofa_outbox_gave_up_total",
    help: "Submissions this server marked failed after their last attempt, by kind",
    labelNames: ["kind"],
    registers,
  });
  const forwardDuration = new Histogram({
    name: "sankofa_outbox_forward_duration_seconds",
    help: "Time of one delivery attempt, redirect included, by kind",
    labelNames: ["kind"],
    buckets: forwardBuckets,
    registers,
  });
  const figuresReadable = new Gauge({
    name: "sankofa_outbox_figures_up",
    help: "1 when the last scrape could read the outbox figures from the database",
    registers,
  });
  const ready = new Gauge({
    name: "sankofa_ready",
    help: "1 when /readyz answers 200: the database answers, the data folder is writable, not shutting down",
    registers,
  });

  let outboxes: readonly KindStore[] = [];
  let isReady = notReadyUntilWatched;

  async function readOutboxFigures(): Promise<void> {
    try {
      const figures = await Promise.all(
        outboxes.map(async (store) => [store.kind.name, await store.outboxFigures()] as const),
      );
      for (const [kind, { counts, oldestUndeliveredAt }] of figures) {
        for (const state of deliveryStates) outboxItems.set({ kind, state }, counts[state]);
        oldestUndelivered.set(
          { kind },
          oldestUndeliveredAt === null ? 0 : Math.max(0, (now() - oldestUndeliveredAt) / 1000),
        );
      }
      figuresReadable.set(1);
    } catch {
      // No figures rather than stale ones: the alerts on them stay as they were, readiness says why.
      outboxItems.reset();
      oldestUndelivered.reset();
      figuresReadable.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    request(method, path, status, seconds) {
      const group = routeGroupOf(path);
      httpRequests.inc({ group, method: knownMethods.has(method) ? method : "other", status: String(status) });
      httpDuration.observe({ group }, seconds);
    },
    intake(kind) {
      for (const result of acceptedResults) accepted.inc({ kind, result }, 0);
      for (const reason of refusalReasons) refused.inc({ kind, reason }, 0);
      rateLimited.inc({ kind }, 0);
      return {
        accepted: (result) => accepted.inc({ kind, result }),
        refused(reason) {
          refused.inc({ kind, reason });
          if (reason === "rate-limited") rateLimited.inc({ kind });
        },
      };
    },
    outbox(kind) {
      // Present from the start, so a rate over them is defined before the first attempt.
      for (const result of ["delivered", "failed"]) attempts.inc({ kind, result }, 0);
      for (const cause of failureCauses) failures.inc({ kind, cause }, 0);
      gaveUp.inc({ kind }, 0);
      return {
        attempted(outcome) {
          forwardDuration.observe({ kind }, outcome.seconds);
          attempts.inc({ kind, result: outcome.delivered ? "delivered" : "failed" });
          if (outcome.delivered) return;
          failures.inc({ kind, cause: failureCause(outcome.error) });
          if (outcome.gaveUp) gaveUp.inc({ kind });
        },
      };
    },
    watch(sources) {
      outboxes = sources.outboxes;
      isReady = sources.isReady;
    },
    async render() {
      const [isReadyNow] = await Promise.all([isReady(), readOutboxFigures()]);
      ready.set(isReadyNow ? 1 : 0);
      return registry.metrics();
    },
  };
}
