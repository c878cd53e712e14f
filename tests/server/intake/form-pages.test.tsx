/**
 * The Support page filled in for visitors without JavaScript (D6, D13, D16), on the form's real
 * markup, and the contact endpoint's answers to a browser's own post that it refuses.
 */
import { offline } from "#app/content/offline.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { Hono } from "hono";
import { parseDocument } from "htmlparser2";
import { getElementById, getElementsByTagName, textContent } from "domutils";
import type { Element } from "domhandler";
import { beforeEach, describe, expect, it } from "vitest";
import { contactText } from "#app/content/contact.ts";
import { support } from "#app/content/support.ts";
import { ContactForm } from "#app/routes/support/contact-form.tsx";
import { contactFormDom } from "#app/contracts/support.ts";
import { createIntakeEndpoint } from "#server/intake/endpoint.ts";
import { createKindFormPages, renderFormPage } from "#server/intake/form-pages.ts";
import type { Submission } from "#server/intake/kind.ts";
import { contactKind } from "#server/intake/kinds/contact.ts";
import { createRateLimiter } from "#server/intake/rate-limit.ts";
import type { StaticFile } from "#server/static-files.ts";

const inlineScript = `<script>document.documentElement.dataset.x="a<b && c>d"</script>`;
const pageHtml = `<!DOCTYPE html><html lang="en"><head>${inlineScript}</head><body><main>${renderToStaticMarkup(
  <ContactForm copy={support.form} words={contactText} languageCode="en" locale="en-NG" queued={offline.queued} />,
)}</main></body></html>`;
const page: StaticFile = {
  body: new TextEncoder().encode(pageHtml),
  contentType: "text/html; charset=utf-8",
  etag: '"1"',
  cacheControl: "public, max-age=0, must-revalidate",
  csp: "default-src 'self'",
};

const typed = {
  name: "Chiamaka <Obi> & Sons",
  email: "chiamaka@localhost",
  subject: 'The "transfer"',
  message: "Line one\n<script>alert(1)</script>",
  priority: "high",
};

function read(html: string) {
  const document = parseDocument(html);
  const byId = (id: string) => getElementById(id, document.children)!;
  const valueOf = (id: string) => {
    const element = byId(id);
    if (element.name === "textarea") return textContent(element);
    if (element.name === "select")
      return getElementsByTagName("option", element).find((option: Element) => "selected" in option.attribs)?.attribs
        .value;
    return element.attribs.value;
  };
  return { document, byId, valueOf };
}

describe("renderFormPage", () => {
  it("keeps the address's state in the language switcher's links, leading to the form, and leaves the empty offer be", () => {
    // The language offer's link has no address until the site script fills it in.
    const links = `<a href="/fr/support" data-language-link="fr">Français</a><a href="/support" data-language-link="en">English</a><a data-language-link="">offer</a>`;
    const html = renderFormPage(
      pageHtml.replace("<main>", `<main>${links}`),
      { values: { priority: "urgent" } },
      contactFormDom,
      new URLSearchParams({ priority: "urgent" }),
    );
    expect(html).toContain(`href="/fr/support?priority=urgent#contact"`);
    expect(html).toContain(`href="/support?priority=urgent#contact"`);
    expect(html).toContain("<a data-language-link>offer</a>");
  });

  it("puts back every value typed, priority included, and each faulty field's message", () => {
    const html = renderFormPage(
      pageHtml,
      {
        state: "invalid",
        values: typed,
        errors: { email: "Please enter a valid e-mail address, such as ada@example.com." },
      },
      contactFormDom,
    );
    const { byId, valueOf } = read(html);
    expect(valueOf("contact-name")).toBe(typed.name);
    expect(valueOf("contact-email")).toBe(typed.email);
    expect(valueOf("contact-subject")).toBe(typed.subject);
    expect(valueOf("contact-message")).toBe(typed.message);
    expect(valueOf("contact-priority")).toBe("high");
    expect(byId("contact-form").attribs["data-state"]).toBe("invalid");
    const email = byId("contact-email");
    expect(email.attribs).toMatchObject({ "aria-invalid": "true", "aria-describedby": "contact-email-error" });
    expect("autofocus" in email.attribs).toBe(true);
    expect("hidden" in byId("contact-email-error").attribs).toBe(false);
    expect(textContent(byId("contact-email-error"))).toBe(
      "Please enter a valid e-mail address, such as ada@example.com.",
    );
    expect("hidden" in byId("contact-name-error").attribs).toBe(true);
    // What was typed stays text: no element or script comes out of it.
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(inlineScript);
  });

  it("shows the reason under the error banner, with the values kept", () => {
    const { byId, valueOf } = read(
      renderFormPage(pageHtml, { state: "error", values: typed, reason: "Please wait a minute." }, contactFormDom),
    );
    expect(byId("contact-form").attribs["data-state"]).toBe("error");
    expect(textContent(byId("contact-error-reason"))).toBe("Please wait a minute.");
    expect(valueOf("contact-message")).toBe(typed.message);
  });

  it("keeps a message's leading line break, which HTML drops right after <textarea>", () => {
    const html = renderFormPage(pageHtml, { values: { message: "\nHello" } }, contactFormDom);
    // One break for the parser to drop, then the visitor's own.
    expect(html).toMatch(/<textarea[^>]*>\n\nHello<\/textarea>/);
  });

  it("preselects a known priority and ignores an unknown one", () => {
    expect(
      read(renderFormPage(pageHtml, { values: { priority: "urgent" } }, contactFormDom)).valueOf("contact-priority"),
    ).toBe("urgent");
    expect(
      read(renderFormPage(pageHtml, { values: { priority: "panic" } }, contactFormDom)).valueOf("contact-priority"),
    ).toBe("medium");
  });
});

describe("a browser's own post, refused, without JavaScript (D16)", () => {
  /** Only what the endpoint calls: the store itself has its own tests. */
  let inserted: unknown[];
  const store = {
    write: async (submission: Submission<unknown>) => {
      inserted.push(submission);
      return { id: crypto.randomUUID(), created: true };
    },
  };
  const navigation = {
    Accept: "text/html",
    "Sec-Fetch-Mode": "navigate",
    Host: "localhost",
    Origin: "http://localhost",
  };

  beforeEach(() => {
    inserted = [];
  });

  function app(limit = 100) {
    const pages = createKindFormPages(contactKind, new Map([["/support", page]]), ["en"]);
    const server = new Hono();
    server.route(
      "/api/contact",
      createIntakeEndpoint(contactKind, {
        store,
        rateLimiter: createRateLimiter({ limit, windowMs: 60_000 }),
        clientAddress: () => "198.51.100.7",
        allowedHosts: ["localhost"],
        refusedFormPage: pages.refusalPage,
      }),
    );
    for (const route of pages.routes) server.route(route.path, route.app);
    server.get("*", (c) => c.text("static"));
    return server;
  }

  function post(server: Hono, fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return server.request("http://localhost/api/contact", { method: "POST", body, headers: navigation });
  }

  it("answers 400 with the page, the values and the field's message, and no banner", async () => {
    const response = await post(app(), typed);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe(page.csp);
    const { byId, valueOf } = read(await response.text());
    expect(byId("contact-form").attribs["data-state"]).toBe("invalid");
    expect(valueOf("contact-name")).toBe(typed.name);
    expect(valueOf("contact-priority")).toBe("high");
    expect(byId("contact-email").attribs["aria-invalid"]).toBe("true");
    expect(inserted).toHaveLength(0);
  });

  it("answers 429 with the values and the rate limit's reason once the limit is reached", async () => {
    const server = app(1);
    const valid = { ...typed, email: "chiamaka@example.com" };
    expect((await post(server, valid)).status).toBe(303);
    const response = await post(server, valid);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const { byId, valueOf } = read(await response.text());
    expect(byId("contact-form").attribs["data-state"]).toBe("error");
    expect(textContent(byId("contact-error-reason"))).toMatch(/wait a minute/);
    // Form data sends line breaks as CRLF; a textarea shows either the same.
    expect(valueOf("contact-message")?.replaceAll("\r\n", "\n")).toBe(typed.message);
  });

  it("serves /support?priority=urgent with Urgent selected and /support?contact=sent in its sent state", async () => {
    const server = app();
    const urgent = read(await (await server.request("http://localhost/support?priority=urgent")).text());
    expect(urgent.valueOf("contact-priority")).toBe("urgent");
    const sent = read(await (await server.request("http://localhost/support?contact=sent")).text());
    expect(sent.byId("contact-form").attribs["data-state"]).toBe("sent");
    expect(await (await server.request("http://localhost/support?priority=panic")).text()).toBe("static");
    expect(await (await server.request("http://localhost/support")).text()).toBe("static");
  });
});
