import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { complaintFormDom } from "#app/contracts/complaints.ts";
import { formContract } from "#app/contracts/form.ts";
import { contactFormDom } from "#app/contracts/support.ts";
import { scriptStates } from "#app/contracts/script-states.ts";
import { waitlistFormDom, waitlistResultPath } from "#app/contracts/waitlist.ts";

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("DOM contracts", () => {
  it("are where every browser script finds its hooks: no script names a data-* attribute itself", () => {
    const scripts = readdirSync("app/client", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `app/client/${file}`);
    const named = scripts.flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(/data-[a-z][\w-]*/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(named).toEqual([]);
  });

  it("give both forms one shape, each part named after its form", () => {
    for (const [dom, prefix] of [
      [contactFormDom, "contact"],
      [waitlistFormDom, "waitlist"],
    ] as const) {
      expect(dom.form).toBe(`${prefix}-form`);
      expect(dom.stateAttribute).toBe("data-state");
      for (const state of dom.storedStates) expect(dom.states).toContain(state);
      expect(dom.errorReason).toBe(`${prefix}-error-reason`);
    }
    expect(contactFormDom.field("email")).toBe("contact-email");
    expect(waitlistFormDom.fieldError("email")).toBe("waitlist-email-error");
    expect(waitlistResultPath("webapp", "updated")).toBe("/webapp?waitlist=updated#waitlist-updated");
  });

  it("give every part of a form its own id, even a field named like a part (a complaint's reference)", () => {
    expect(complaintFormDom.field("reference")).not.toBe(complaintFormDom.referenceLine);
    expect(() =>
      formContract("quote", {
        section: "quote",
        fields: ["error", "amount"],
        states: ["sent"],
        storedStates: ["sent"],
      }),
    ).toThrow("Form quote: ids used twice: quote-error");
  });

  it("declare the states their scripts set, which the build keeps in each page's first-paint CSS", () => {
    expect(scriptStates).toEqual(
      expect.arrayContaining([
        "data-theme",
        "data-fresh-visit",
        "data-reveal-state",
        ":popover-open",
        ":target",
        "data-state=",
        "aria-invalid",
        "data-faq-ready",
        "aria-current",
      ]),
    );
    expect(new Set(scriptStates).size).toBe(scriptStates.length);
  });
});
