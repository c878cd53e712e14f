/**
 * POST /api/contact (D13, D14): the site's only write path. The rules, in the order they run:
 * 1. cross-site posts are refused (403): Hono's csrf middleware lets a browser's post through when
 *    its Origin is one of the allowed hosts or its Sec-Fetch-Site is same-origin or none (the Host
 *    allow-list in server/app.ts already refuses a DNS-rebinding name); a client that sends
 *    neither header is no browser and could forge either, so it is let through to the other rules;
 * 2. at most `rateLimit` stored messages per address (an IPv6 /64) per window (429 with
 *    Retry-After); a post refused by a later rule gives its place back;
 * 3. multipart or urlencoded form data only (415);
 * 4. a body of at most 64 KB, declared or chunked (413), read before the handler runs, whose
 *    text is valid UTF-8 (400);
 * 5. the message is checked with the form's own schema (400 naming each bad field);
 * 6. it is stored, once per idempotency key, and only then is "success" answered.
 * Honeypot and too-fast messages are accepted like any other but held, never forwarded. Unknown
 * fields are ignored. Logs carry ids and reasons, never what the visitor wrote or their address.
 *
 * Browsers with JavaScript ask for JSON. A form posted without it gets a 303 to the Support page's
 * sent state, or, when refused, the Support page itself with everything typed and the reason
 * (`refusedFormPage`, server/contact/form-page.ts; D16).
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import {
  contactControlFields,
  contactInputOf,
  idempotencyKeyPattern,
  validateContactMessage,
  type ContactResponse,
} from "#app/lib/contact.ts";
import { contactSentPath } from "#app/client/support/support-dom.ts";
import { log } from "#server/log.ts";
import { rateLimitKey, type RateLimiter } from "#server/contact/rate-limit.ts";
import { readBodyWithin } from "#server/contact/read-body.ts";
import type { ContactFormPages } from "#server/contact/form-page.ts";
import { hostOfOrigin, isFormContentType, isValidUtf8Form } from "#server/contact/request-guards.ts";
import type { MessageStore, SpamFlag } from "#server/contact/store.ts";
import { contactText, type ContactText } from "#app/content/contact.ts";

/** Far above the longest valid message (about 5.5 KB of text, up to 4 bytes a character). */
export const maxBodyBytes = 64 * 1024;

/** Nobody types a name, an address, a subject and a message in under 3 seconds; bots do. */
export const minimumFillMs = 3000;

export type ContactApiOptions = {
  store: MessageStore;
  rateLimiter: RateLimiter;
  /** The visitor's address, for the rate limit only; never logged. */
  clientAddress: (c: Context) => string;
  /** Hosts a browser may post from (the server's Host allow-list): any scheme, exact host and port. */
  allowedHosts: readonly string[];
  /** Called after a new message is stored (the outbox forwards it straight away). */
  onStored?: (id: string) => void;
  /** The Support page filled in, for a refused post made without JavaScript (D16). */
  refusedFormPage?: ContactFormPages["refusal"];
  now?: () => Date;
  /** The site's languages: a post names its page's, and is answered and stored in it. */
  languages?: ContactLanguages;
};

/** The language codes the endpoint knows, the first being the default, and the form's words in each. */
export type ContactLanguages = { codes: readonly string[]; text: (code: string) => ContactText };

const englishOnly: ContactLanguages = { codes: ["en"], text: () => contactText };

type Env = { Variables: { form: FormData; stored: boolean; refusedFormPage?: ContactFormPages["refusal"] } };

const messages = contactText.serverMessages;

/** A form posted by the browser itself (no JavaScript) navigates; fetch() does not. */
function isNavigation(c: Context): boolean {
  const mode = c.req.header("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (c.req.header("Accept") ?? "").includes("text/html");
}

async function answer(
  c: Context,
  status: 200 | 400 | 413 | 415 | 429 | 500,
  body: ContactResponse,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (isNavigation(c)) {
    if (body.status === "success") return c.redirect(contactSentPath, 303);
    const page = c.get("refusedFormPage");
    if (page) return answerRefusedNavigation(c, page, status, body, headers);
  }
  return c.json(body, status, { "Cache-Control": "no-store", ...headers });
}

/**
 * A browser's own post that was refused: the Support page again, with what was typed (read now
 * if the refusal came before the body was read) and either the fields' messages or the reason.
 */
async function answerRefusedNavigation(
  c: Context,
  page: ContactFormPages["refusal"],
  status: Parameters<ContactFormPages["refusal"]>[1],
  body: Extract<ContactResponse, { status: "error" }>,
  headers: Record<string, string>,
): Promise<Response> {
  const form = (c.get("form") as FormData | undefined) ?? (await formIfReadable(c));
  const values = form ? contactInputOf(form) : {};
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

function refuse(reason: string, fields?: string): void {
  log("contact.refused", { reason, fields });
}

/** Text of a form field, or undefined when it is missing or is a file. */
function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

function spamFlags(form: FormData): SpamFlag[] {
  const flags: SpamFlag[] = [];
  if (textOf(form, contactControlFields.honeypot)?.trim()) flags.push("honeypot");
  // Sent by the form's script only; a form posted without JavaScript has no timing to judge.
  const elapsed = textOf(form, contactControlFields.elapsed)?.trim();
  if (elapsed && /^-?\d+$/.test(elapsed) && Number(elapsed) < minimumFillMs) flags.push("too-fast");
  return flags;
}

/** Rules 3 and 4: a form body of at most 64 KB, parsed for the handler. */
const readForm: MiddlewareHandler<Env> = async (c, next) => {
  const contentType = c.req.header("Content-Type");
  if (!isFormContentType(contentType)) {
    refuse("unsupported-type");
    return answer(c, 415, { status: "error", message: messages.unsupported });
  }
  const body = await readBodyWithin(c.req.raw, maxBodyBytes);
  if (body === null) {
    refuse("too-large");
    // The rest of the body is never read, so the connection cannot be reused.
    return answer(c, 413, { status: "error", message: messages.tooLarge }, { Connection: "close" });
  }
  // Form parsing would turn broken bytes into U+FFFD without a word: text nobody wrote.
  if (!isValidUtf8Form(body, contentType!)) {
    refuse("invalid-utf-8");
    return answer(c, 400, { status: "error", message: messages.unreadable });
  }
  try {
    c.set("form", await new Response(body, { headers: { "Content-Type": contentType! } }).formData());
  } catch {
    refuse("unreadable");
    return answer(c, 400, { status: "error", message: messages.unreadable });
  }
  return next();
};

export function createContactApi({
  store,
  rateLimiter,
  clientAddress,
  allowedHosts,
  onStored,
  refusedFormPage,
  now = () => new Date(),
  languages = englishOnly,
}: ContactApiOptions): Hono {
  const app = new Hono<Env>();
  app.use(async (c, next) => {
    c.set("refusedFormPage", refusedFormPage);
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
      refuse("cross-site");
      // Always plain 403, also to a navigating browser: the form is not on this site.
      return c.json({ status: "error", message: messages.crossSite } satisfies ContactResponse, 403);
    }
    return next();
  };

  const limitRate: MiddlewareHandler<Env> = async (c, next) => {
    const decision = await rateLimiter.take(rateLimitKey(clientAddress(c)));
    if (decision.allowed) {
      await next();
      // Only stored messages count: a refused post gives its place back.
      if (!c.get("stored")) await decision.giveBack();
      return;
    }
    refuse("rate-limited");
    return answer(
      c,
      429,
      { status: "error", message: messages.rateLimited },
      {
        "Retry-After": String(decision.retryAfterSeconds),
      },
    );
  };

  app.post("/", refuseCrossSite, limitRate, readForm, async (c) => {
    const form = c.get("form");
    // From here on the visitor is answered in the language of the page the form was on.
    const requested = textOf(form, contactControlFields.language);
    const language = requested && languages.codes.includes(requested) ? requested : (languages.codes[0] ?? "en");
    const words = languages.text(language);
    const check = validateContactMessage(contactInputOf(form), words);
    if (!check.success) {
      refuse("invalid", Object.keys(check.errors).join(","));
      return answer(c, 400, { status: "error", message: words.serverMessages.invalid, errors: check.errors });
    }
    const key = textOf(form, contactControlFields.idempotencyKey);
    if (key !== undefined && !idempotencyKeyPattern.test(key)) {
      refuse("invalid", contactControlFields.idempotencyKey);
      return answer(c, 400, { status: "error", message: words.serverMessages.badKey });
    }

    const flags = spamFlags(form);
    let stored: { id: string; created: boolean };
    try {
      // A form posted without JavaScript has no key of its own: it is stored as a new message.
      stored = await store.insert({
        message: check.message,
        idempotencyKey: key ?? crypto.randomUUID(),
        flags,
        receivedAt: now(),
        language,
      });
    } catch (error) {
      log("contact.store-failed", { error: error instanceof Error ? error.message : String(error) });
      return answer(c, 500, { status: "error", message: words.serverMessages.storeFailed });
    }
    c.set("stored", true);
    log("contact.stored", {
      id: stored.id,
      priority: check.message.priority,
      flags: flags.join(",") || undefined,
      repeat: stored.created ? undefined : true,
    });
    if (stored.created && flags.length === 0) onStored?.(stored.id);
    return answer(c, 200, { status: "success", id: stored.id });
  });

  app.all("/", (c) =>
    c.json({ status: "error", message: messages.method } satisfies ContactResponse, 405, { Allow: "POST" }),
  );

  // Mounted as a plain Hono app: the parsed form is this app's own business.
  return new Hono().route("/", app);
}
