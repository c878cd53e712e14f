/**
 * The Support page with its contact form in a given state, for visitors without JavaScript (D6,
 * D13, D16). The page is prerendered, so the server fills in a copy of that HTML, finding every
 * element through the page's DOM contract (app/client/support/support-dom.ts):
 * - a refused post comes back (400, 429, 500...) with everything typed, priority included, and
 *   either each faulty field's message or the error banner with the reason, never both;
 * - `/support?priority=urgent` arrives with Urgent preselected;
 * - `/support?contact=sent`, where a sent message lands, shows the success message.
 * What the visitor typed is only ever in the answer's body: never in an address, a log or a cache.
 */
import { gzipSync } from "node:zlib";
import { render } from "dom-serializer";
import { Text, type Element } from "domhandler";
import { getElementById, getElementsByTagName } from "domutils";
import { parseDocument } from "htmlparser2";
import { Hono, type Context } from "hono";
import { contactFields, isContactPriority, type ContactFieldErrors, type ContactInput } from "#app/lib/contact.ts";
import { supportDom, supportPath, supportQuery, type ContactFormState } from "#app/client/support/support-dom.ts";
import { acceptedEncodings, type StaticFile } from "#server/static-files.ts";

export type ContactFormView = {
  state?: ContactFormState;
  values?: ContactInput;
  errors?: ContactFieldErrors;
  /** The server's reason, shown under the error banner. */
  reason?: string;
};

function setText(element: Element, text: string): void {
  const node = new Text(text);
  node.parent = element;
  element.children = text ? [node] : [];
}

function fillControl(control: Element, value: string): void {
  // HTML drops one line break right after <textarea>: a message that starts with one keeps it.
  if (control.name === "textarea") setText(control, value.startsWith("\n") ? `\n${value}` : value);
  else if (control.name === "select")
    for (const option of getElementsByTagName("option", control)) {
      if (option.attribs.value === value) option.attribs.selected = "";
      else delete option.attribs.selected;
    }
  else control.attribs.value = value;
}

/** The prerendered page's HTML with the form as `view` describes it. */
export function renderContactFormPage(html: string, view: ContactFormView): string {
  const document = parseDocument(html);
  const byId = (id: string) => getElementById(id, document.children);
  const form = byId(supportDom.contactForm);
  if (!form) throw new Error(`The Support page has no #${supportDom.contactForm}`);
  if (view.state) form.attribs[supportDom.formStateAttribute] = view.state;

  let focused = false;
  for (const field of contactFields) {
    const control = byId(supportDom.field(field));
    if (!control) continue;
    const value = view.values?.[field];
    if (value !== undefined && (field !== "priority" || isContactPriority(value))) fillControl(control, value);
    const message = view.errors?.[field];
    const error = byId(supportDom.fieldError(field));
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
    const reason = byId(supportDom.errorReason);
    if (reason && view.reason) setText(reason, view.reason);
    const banner = byId(supportDom.errorMessage);
    if (banner) banner.attribs.autofocus = "";
  }
  if (view.state === "sent") {
    const sent = byId(supportDom.sentMessage);
    if (sent) sent.attribs.autofocus = "";
  }
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

export type ContactFormPages = {
  /** Mounted before the static pages: GET /support with ?priority= or ?contact=sent. */
  route: { path: string; app: Hono };
  /** The answer to a browser's own post that the server refused. */
  refusal(c: Context, status: Status, view: ContactFormView): Response;
};

export function createContactFormPages(page: StaticFile, path: string = supportPath): ContactFormPages {
  const html = new TextDecoder().decode(page.body);
  const app = new Hono();
  app.get("/", async (c, next) => {
    const priority = c.req.query(supportQuery.priority);
    const sent = c.req.query(supportQuery.result) === "sent";
    if (!sent && !isContactPriority(priority)) return next();
    const view: ContactFormView = sent ? { state: "sent" } : { values: { priority } };
    return htmlResponse(c, page, renderContactFormPage(html, view), 200);
  });
  return {
    route: { path, app },
    refusal: (c, status, view) => htmlResponse(c, page, renderContactFormPage(html, view), status),
  };
}
