/**
 * A page with its form in a given state, for visitors without JavaScript (D6, D13, D16): the
 * Support page's contact form and the waitlist on /open-account and /webapp. The page is
 * prerendered, so the server fills in a copy of that HTML, finding every element through the
 * page's DOM contract (app/client/support/support-dom.ts, app/client/waitlist/waitlist-dom.ts):
 * - a refused post comes back (400, 429, 500...) with everything typed, choices included, and
 *   either each faulty field's message or the error banner with the reason, never both;
 * - `/support?priority=urgent` arrives with Urgent preselected;
 * - `/support?contact=sent` and `/open-account?waitlist=joined`, where a stored post lands, show
 *   the confirmation.
 * What the visitor typed is only ever in the answer's body: never in an address, a log or a cache.
 */
import { gzipSync } from "node:zlib";
import { render } from "dom-serializer";
import { Text, type Element } from "domhandler";
import { getElementById, getElementsByTagName } from "domutils";
import { parseDocument } from "htmlparser2";
import { Hono, type Context } from "hono";
import { contactFields, isContactPriority } from "#app/lib/contact.ts";
import type { FieldErrors, FormInput } from "#app/lib/intake.ts";
import { waitlistFields, type WaitlistSource } from "#app/lib/waitlist.ts";
import { supportDom, supportPath, supportQuery } from "#app/client/support/support-dom.ts";
import { waitlistDom, waitlistQuery } from "#app/client/waitlist/waitlist-dom.ts";
import { acceptedEncodings, type StaticFile } from "#server/static-files.ts";

export type FormView = {
  state?: string;
  values?: FormInput<string>;
  errors?: FieldErrors<string>;
  /** The server's reason, shown under the error banner. */
  reason?: string;
};

/** Where a form's parts are in its page: the part of a page's DOM contract the server needs. */
export type FormContract = {
  form: string;
  stateAttribute: string;
  fields: readonly string[];
  field(field: string): string;
  fieldError(field: string): string;
  errorMessage: string;
  errorReason: string;
  /** The confirmation each stored state shows, which gets the focus when the page arrives in it. */
  confirmations: Record<string, string>;
};

export const contactFormContract: FormContract = {
  form: supportDom.contactForm,
  stateAttribute: supportDom.formStateAttribute,
  fields: contactFields,
  field: supportDom.field as (field: string) => string,
  fieldError: supportDom.fieldError as (field: string) => string,
  errorMessage: supportDom.errorMessage,
  errorReason: supportDom.errorReason,
  confirmations: { sent: supportDom.sentMessage },
};

function setText(element: Element, text: string): void {
  const node = new Text(text);
  node.parent = element;
  element.children = text ? [node] : [];
}

function fillControl(control: Element, value: string | undefined): void {
  if (control.attribs.type === "checkbox") {
    if (value === control.attribs.value) control.attribs.checked = "";
    else delete control.attribs.checked;
    return;
  }
  if (value === undefined) return;
  // HTML drops one line break right after <textarea>: a message that starts with one keeps it.
  if (control.name === "textarea") setText(control, value.startsWith("\n") ? `\n${value}` : value);
  else if (control.name === "select") {
    // A value that is none of the choices leaves the default chosen.
    const options = getElementsByTagName("option", control);
    if (!options.some((option) => option.attribs.value === value)) return;
    for (const option of options) {
      if (option.attribs.value === value) option.attribs.selected = "";
      else delete option.attribs.selected;
    }
  } else control.attribs.value = value;
}

/** The prerendered page's HTML with the form as `view` describes it. */
export function renderFormPage(html: string, view: FormView, contract: FormContract = contactFormContract): string {
  const document = parseDocument(html);
  const byId = (id: string) => getElementById(id, document.children);
  const form = byId(contract.form);
  if (!form) throw new Error(`The page has no #${contract.form}`);
  if (view.state) form.attribs[contract.stateAttribute] = view.state;

  let focused = false;
  for (const field of contract.fields) {
    const control = byId(contract.field(field));
    if (!control) continue;
    // A refusal carries every field the visitor sent; an unticked box sends none.
    if (view.values) fillControl(control, view.values[field]);
    const message = view.errors?.[field];
    const error = byId(contract.fieldError(field));
    if (!message || !error) continue;
    delete error.attribs.hidden;
    const text = error.children.findLast((child): child is Element => child.type === "tag");
    if (text) setText(text, message);
    control.attribs["aria-invalid"] = "true";
    control.attribs["aria-describedby"] = error.attribs.id!;
    // Without a script, autofocus is how the first faulty field gets the cursor and is read out.
    if (!focused) control.attribs.autofocus = "";
    focused = true;
  }

  if (view.state === "error") {
    const reason = byId(contract.errorReason);
    if (reason && view.reason) setText(reason, view.reason);
    const banner = byId(contract.errorMessage);
    if (banner) banner.attribs.autofocus = "";
  }
  const confirmation =
    view.state && Object.hasOwn(contract.confirmations, view.state) && byId(contract.confirmations[view.state]!);
  if (confirmation) confirmation.attribs.autofocus = "";
  return render(document, { encodeEntities: "utf8" });
}

type Status = 200 | 400 | 413 | 415 | 429 | 500;

/** Not cached anywhere: a refusal carries what the visitor typed. Compressed when the browser can. */
function htmlResponse(c: Context, page: StaticFile, html: string, status: Status): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    Vary: "Accept-Encoding",
  };
  if (page.csp) headers["Content-Security-Policy"] = page.csp;
  let body: Uint8Array = Buffer.from(html);
  if (acceptedEncodings(c.req.header("Accept-Encoding")).has("gzip")) {
    body = gzipSync(body);
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}

export type FormPages = {
  /** Mounted before the static pages: the page's address with a query that changes the form. */
  route: { path: string; app: Hono };
  /** The answer to a browser's own post that the server refused. */
  refusal(c: Context, status: Status, view: FormView): Response;
};

/**
 * The form pages of one prerendered page: `viewOf` says which query asks for which state (none:
 * the plain page is served as the file it is).
 */
export function createFormPages(
  page: StaticFile,
  path: string,
  contract: FormContract,
  viewOf: (c: Context) => FormView | undefined,
): FormPages {
  const html = new TextDecoder().decode(page.body);
  const app = new Hono();
  app.get("/", async (c, next) => {
    const view = viewOf(c);
    if (!view) return next();
    return htmlResponse(c, page, renderFormPage(html, view, contract), 200);
  });
  return {
    route: { path, app },
    refusal: (c, status, view) => htmlResponse(c, page, renderFormPage(html, view, contract), status),
  };
}

/** The Support page: `?priority=urgent` (D6) and `?contact=sent`. */
export function createContactFormPages(page: StaticFile, path: string = supportPath): FormPages {
  return createFormPages(page, path, contactFormContract, (c) => {
    const priority = c.req.query(supportQuery.priority);
    if (c.req.query(supportQuery.result) === "sent") return { state: "sent" };
    return isContactPriority(priority) ? { values: { priority } } : undefined;
  });
}

/** The waitlist's DOM contract names its parts as FormContract does. */
export const waitlistFormContract: FormContract = {
  ...(waitlistDom as Omit<typeof waitlistDom, "field" | "fieldError"> & Pick<FormContract, "field" | "fieldError">),
  fields: waitlistFields,
  confirmations: { joined: waitlistDom.joinedMessage, updated: waitlistDom.updatedMessage },
};

/** A page that carries the waitlist: `?waitlist=joined` and `?waitlist=updated`. */
export function createWaitlistFormPages(page: StaticFile, source: WaitlistSource, path = `/${source}`): FormPages {
  return createFormPages(page, path, waitlistFormContract, (c) => {
    const result = c.req.query(waitlistQuery.result);
    return result === "joined" || result === "updated" ? { state: result } : undefined;
  });
}
