/** A kind's form, in the state a query or a refused post asks for, filled into its prerendered page (D16). */
import { gzipSync } from "node:zlib";
import { render } from "dom-serializer";
import { Text, type Element } from "domhandler";
import { findAll, getElementById, getElementsByTagName } from "domutils";
import { parseDocument } from "htmlparser2";
import { Hono, type Context } from "hono";
import type { FormContract } from "#app/contracts/form.ts";
import { pageDom } from "#app/contracts/page.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import type { FormInput } from "#app/lib/intake.ts";
import type { FormView, IntakeKind, OutboxItem } from "#server/intake/kind.ts";
import { acceptedEncodings, type StaticFile } from "#server/static-files.ts";

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
    const options = getElementsByTagName("option", control);
    if (!options.some((option) => option.attribs.value === value)) return;
    for (const option of options) {
      if (option.attribs.value === value) option.attribs.selected = "";
      else delete option.attribs.selected;
    }
  } else control.attribs.value = value;
}

/**
 * The prerendered page with the form as `view` describes it; the switcher's links keep `query`
 * (`priority=urgent`) and lead to the form's section, as the site script would make them.
 */
export function renderFormPage<Field extends string>(
  html: string,
  view: FormView<Field>,
  contract: FormContract<Field, string>,
  query?: URLSearchParams,
): string {
  const document = parseDocument(html);
  if (query?.size)
    // The language offer's link is empty until the site script fills it in.
    for (const link of findAll((element) => pageDom.languageLink in element.attribs, document.children))
      if (link.attribs.href)
        link.attribs.href = `${link.attribs.href.replace(/[?#].*$/, "")}?${query}#${contract.section}`;
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
  const referenceLine = view.reference && byId(contract.referenceLine);
  const referenceValue = view.reference && byId(contract.referenceValue);
  if (referenceLine && referenceValue) {
    delete referenceLine.attribs.hidden;
    setText(referenceValue, view.reference!);
  }
  const confirmation =
    view.state && contract.storedStates.includes(view.state) && byId(contract.confirmation(view.state));
  if (confirmation) confirmation.attribs.autofocus = "";
  return render(document, { encodeEntities: "utf8" });
}

export type Status = 200 | 400 | 413 | 415 | 429 | 500;

/** Never cached: a refusal carries what the visitor typed, which is never in an address or a log either. */
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

export type RefusalPage = (c: Context, status: Status, view: FormView<string>) => Response;

export type KindFormPages<Field extends string> = {
  routes: Array<{ path: string; app: Hono }>;
  refusalPage(values: FormInput<Field>, language: string): RefusalPage | undefined;
};

export function createKindFormPages<Field extends string>(
  kind: IntakeKind<Field, unknown, OutboxItem>,
  files: ReadonlyMap<string, StaticFile>,
  languages: readonly string[],
): KindFormPages<Field> {
  const routes: KindFormPages<Field>["routes"] = [];
  const refusals = new Map<string, RefusalPage>();
  for (const { path: englishPath, viewOf } of kind.form.pages)
    for (const language of languages) {
      const path = localizeHref(englishPath, language);
      const page = files.get(path);
      if (!page) continue;
      const html = new TextDecoder().decode(page.body);
      const filledIn = (view: FormView<Field>, query?: URLSearchParams) =>
        renderFormPage(html, view, kind.form.dom, query);
      const app = new Hono();
      app.get("/", async (c, next) => {
        const asked = new URLSearchParams();
        const view = viewOf((name) => {
          const value = c.req.query(name);
          if (value !== undefined) asked.set(name, value);
          return value;
        });
        if (!view) return next();
        return htmlResponse(c, page, filledIn(view, asked), 200);
      });
      routes.push({ path, app });
      refusals.set(path, (c, status, view) => htmlResponse(c, page, filledIn(view), status));
    }
  return {
    routes,
    refusalPage: (values, language) => refusals.get(localizeHref(kind.form.pageOf(values), language)),
  };
}
