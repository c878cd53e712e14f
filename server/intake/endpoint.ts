/**
 * The endpoint every kind posts to (D13, D14; docs/decisions/006, 012, 022). Its rules, in order:
 * 1. a browser's cross-site post is refused (403); a client sending neither Origin nor Sec-Fetch-Site is no
 *    browser and could forge either, so the other rules judge it;
 * 2. a limit on stored submissions per address (an IPv6 /64) and window (429); a refused post gives its place back;
 * 3. form data only (415); 4. at most 64 KB (413) of valid UTF-8 (400); 5. the form's rules (400, per field);
 * 6. stored, once per idempotency key, and only then "success".
 * Honeypot and too-fast posts are held, never forwarded. Logs never carry what was typed or the address.
 * A post is answered in its page's language; without JavaScript, by a 303 to the sent state or its page refilled (D16).
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import {
  idempotencyKeyPattern,
  intakeControlFields,
  referenceOf,
  type FormInput,
  type IntakeResponse,
} from "#app/lib/intake.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { log } from "#server/log.ts";
import type { IntakeObserver } from "#server/ops/metrics.ts";
import { currentRequestId } from "#server/ops/request-context.ts";
import type { IntakeKind, IntakeRefusals, OutboxItem, SpamFlag, StoreOutcome } from "#server/intake/kind.ts";
import type { RefusalPage } from "#server/intake/form-pages.ts";
import { rateLimitKey, type RateLimiter } from "#server/intake/rate-limit.ts";
import { readBodyWithin } from "#server/intake/read-body.ts";
import { hostOfOrigin, isFormContentType, isValidUtf8Form } from "#server/intake/request-guards.ts";
import type { KindStore } from "#server/intake/store.ts";

/** Far above the longest valid submission, a message of about 5,500 characters, up to 4 bytes each. */
export const maxBodyBytes = 64 * 1024;

/** People take longer than 3 seconds to fill in a form; bots do not. */
export const minimumFillMs = 3000;

/** Every reason a post is refused for: the logs' and the metrics' words. */
export const refusalReasons = [
  "cross-site",
  "rate-limited",
  "unsupported-type",
  "too-large",
  "invalid-utf-8",
  "unreadable",
  "invalid",
  "store-failed",
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export type IntakeEndpointOptions<Field extends string, Entry> = {
  store: Pick<KindStore<OutboxItem, Entry>, "write">;
  rateLimiter: RateLimiter;
  /** The visitor's address, for the rate limit only; never logged. */
  clientAddress: (c: Context) => string;
  allowedHosts: readonly string[];
  onStored?: (id: string) => void;
  refusedFormPage?: (values: FormInput<Field>, language: string) => RefusalPage | undefined;
  languages?: readonly string[];
  now?: () => Date;
  observer?: IntakeObserver;
};

type Env = {
  Variables: {
    form: FormData;
    stored: boolean;
    refusedFormPage?: (values: FormInput<string>, language: string) => RefusalPage | undefined;
    inputOf: (form: FormData) => FormInput<string>;
    /** The default language until the form names its own, then the form's. */
    language: string;
    refusals: IntakeRefusals;
    sentPath: string;
    kindName: string;
    observer?: IntakeObserver;
  };
};

function refuse(c: Context<Env>, reason: RefusalReason, fields?: string): void {
  log(`${c.get("kindName")}.refused`, { reason, fields });
  c.get("observer")?.refused(reason);
}

/** A form posted by the browser itself (no JavaScript) navigates; fetch() does not. */
function isNavigation(c: Context): boolean {
  const mode = c.req.header("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (c.req.header("Accept") ?? "").includes("text/html");
}

async function answer(
  c: Context<Env>,
  status: 200 | 400 | 413 | 415 | 429 | 500,
  body: IntakeResponse,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (isNavigation(c)) {
    if (body.status === "success") return c.redirect(c.get("sentPath"), 303);
    const form = (c.get("form") as FormData | undefined) ?? (await formIfReadable(c));
    const values = form ? c.get("inputOf")(form) : {};
    const page = c.get("refusedFormPage")?.(values, c.get("language"));
    if (page) return answerRefusedNavigation(c, page, status, body, values, headers);
  }
  // An error names its request, for the visitor to quote and the team to find in the logs.
  const answered = body.status === "error" ? { ...body, requestId: currentRequestId() } : body;
  return c.json(answered, status, { "Cache-Control": "no-store", ...headers });
}

/** Its page again, with what was typed, read even when the refusal came before the body was. */
function answerRefusedNavigation(
  c: Context<Env>,
  page: RefusalPage,
  status: Parameters<RefusalPage>[1],
  body: Extract<IntakeResponse, { status: "error" }>,
  values: FormInput<string>,
  headers: Record<string, string>,
): Response {
  const hasFieldErrors = body.errors && Object.keys(body.errors).length > 0;
  const view = hasFieldErrors
    ? { state: "invalid" as const, values, errors: body.errors }
    : { state: "error" as const, values, reason: body.message };
  const response = page(c, status, view);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function formIfReadable(c: Context): Promise<FormData | undefined> {
  const contentType = c.req.header("Content-Type");
  if (!isFormContentType(contentType)) return undefined;
  const raw = await readBodyWithin(c.req.raw, maxBodyBytes).catch(() => null);
  if (raw === null) return undefined;
  return new Response(raw, { headers: { "Content-Type": contentType! } }).formData().catch(() => undefined);
}

function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

function spamFlags(form: FormData): SpamFlag[] {
  const flags: SpamFlag[] = [];
  if (textOf(form, intakeControlFields.honeypot)?.trim()) flags.push("honeypot");
  // Sent by the form's script only; a form posted without JavaScript has no timing to judge.
  const elapsed = textOf(form, intakeControlFields.elapsed)?.trim();
  if (elapsed && /^-?\d+$/.test(elapsed) && Number(elapsed) < minimumFillMs) flags.push("too-fast");
  return flags;
}

const readForm: MiddlewareHandler<Env> = async (c, next) => {
  const contentType = c.req.header("Content-Type");
  if (!isFormContentType(contentType)) {
    refuse(c, "unsupported-type");
    return answer(c, 415, { status: "error", message: c.get("refusals").unsupported });
  }
  const body = await readBodyWithin(c.req.raw, maxBodyBytes);
  if (body === null) {
    refuse(c, "too-large");
    // The rest of the body is never read, so the connection cannot be reused.
    return answer(c, 413, { status: "error", message: c.get("refusals").tooLarge }, { Connection: "close" });
  }
  if (!isValidUtf8Form(body, contentType!)) {
    refuse(c, "invalid-utf-8");
    return answer(c, 400, { status: "error", message: c.get("refusals").unreadable });
  }
  try {
    c.set("form", await new Response(body, { headers: { "Content-Type": contentType! } }).formData());
  } catch {
    refuse(c, "unreadable");
    return answer(c, 400, { status: "error", message: c.get("refusals").unreadable });
  }
  return next();
};

export function createIntakeEndpoint<Field extends string, Entry>(
  kind: IntakeKind<Field, Entry, OutboxItem>,
  {
    store,
    rateLimiter,
    clientAddress,
    allowedHosts,
    onStored,
    refusedFormPage,
    languages = ["en"],
    now = () => new Date(),
    observer,
  }: IntakeEndpointOptions<Field, Entry>,
): Hono {
  const defaultLanguage = languages[0] ?? "en";
  const app = new Hono<Env>();
  app.use(async (c, next) => {
    c.set("refusedFormPage", refusedFormPage as Env["Variables"]["refusedFormPage"]);
    c.set("inputOf", kind.inputOf);
    c.set("language", defaultLanguage);
    c.set("refusals", kind.refusals(defaultLanguage));
    c.set("kindName", kind.name);
    c.set("observer", observer);
    await next();
  });
  const sameSite = csrf({
    origin: (origin) => allowedHosts.includes(hostOfOrigin(origin) ?? ""),
    secFetchSite: ["same-origin", "none"],
  });
  const refuseCrossSite: MiddlewareHandler<Env> = async (c, next) => {
    if (c.req.header("Origin") === undefined && c.req.header("Sec-Fetch-Site") === undefined) return next();
    try {
      // csrf judges the types a form can send; rule 3 refuses any other.
      await sameSite(c, async () => undefined);
    } catch (error) {
      if (!(error instanceof HTTPException) || error.status !== 403) throw error;
      refuse(c, "cross-site");
      // Always plain 403, also to a navigating browser: the form is not on this site.
      return c.json({ status: "error", message: c.get("refusals").crossSite } satisfies IntakeResponse, 403);
    }
    return next();
  };

  const limitRate: MiddlewareHandler<Env> = async (c, next) => {
    const decision = await rateLimiter.take(rateLimitKey(clientAddress(c)));
    if (decision.allowed) {
      await next();
      if (!c.get("stored")) await decision.giveBack();
      return;
    }
    refuse(c, "rate-limited");
    return answer(
      c,
      429,
      { status: "error", message: c.get("refusals").rateLimited },
      {
        "Retry-After": String(decision.retryAfterSeconds),
      },
    );
  };

  app.post("/", refuseCrossSite, limitRate, readForm, async (c) => {
    const form = c.get("form");
    const requested = textOf(form, intakeControlFields.language);
    const language = requested && languages.includes(requested) ? requested : defaultLanguage;
    c.set("language", language);
    c.set("refusals", kind.refusals(language));
    const check = kind.validate(kind.inputOf(form), language);
    if (!check.success) {
      refuse(c, "invalid", Object.keys(check.errors).join(","));
      return answer(c, 400, {
        status: "error",
        message: c.get("refusals").invalid,
        errors: check.errors as Record<string, string>,
      });
    }
    const key = textOf(form, intakeControlFields.idempotencyKey);
    if (key !== undefined && !idempotencyKeyPattern.test(key)) {
      refuse(c, "invalid", intakeControlFields.idempotencyKey);
      return answer(c, 400, { status: "error", message: c.get("refusals").badKey });
    }

    const flags = spamFlags(form);
    let stored: StoreOutcome;
    try {
      // A form posted without JavaScript has no key of its own: it is stored as a new submission.
      stored = await store.write({
        entry: check.entry,
        idempotencyKey: key ?? crypto.randomUUID(),
        flags,
        receivedAt: now(),
        language,
      });
    } catch (error) {
      log(`${kind.name}.store-failed`, { error: error instanceof Error ? error.message : String(error) });
      observer?.refused("store-failed");
      return answer(c, 500, { status: "error", message: c.get("refusals").storeFailed });
    }
    c.set("stored", true);
    log(`${kind.name}.stored`, {
      id: stored.id,
      ...kind.logDetails(check.entry),
      flags: flags.join(",") || undefined,
      repeat: stored.created ? undefined : true,
      updated: stored.updated ? true : undefined,
    });
    observer?.accepted(flags.length > 0 ? "held" : stored.updated ? "updated" : stored.created ? "new" : "repeat");
    if ((stored.created || stored.updated) && flags.length === 0) onStored?.(stored.id);
    c.set("sentPath", localizeHref(kind.form.sentPath(check.entry, stored), language));
    return answer(c, 200, {
      status: "success",
      id: stored.id,
      reference: referenceOf(stored.id),
      ...(stored.alreadyListed ? { updated: true } : {}),
    });
  });

  app.all("/", (c) =>
    c.json({ status: "error", message: kind.refusals(defaultLanguage).method, requestId: currentRequestId() }, 405, {
      Allow: "POST",
    }),
  );

  // Mounted as a plain Hono app: the parsed form is this app's own business.
  return new Hono().route("/", app);
}
