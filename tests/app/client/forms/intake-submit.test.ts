import { describe, expect, it, vi } from "vitest";
import { idempotencyKeyPattern } from "#app/lib/intake.ts";
import { createIdempotencyKey, readIntakeAnswer, submitIntakeForm } from "#app/client/forms/intake-submit.ts";

const fields = ["name", "email"];

function form() {
  const body = new FormData();
  body.set("name", "Ada");
  return body;
}

const answering = (response: Response | Promise<Response>) => vi.fn<typeof fetch>(async () => response);

describe("reading the endpoint's answer (spec section 7)", () => {
  it("counts only status success as sent", () => {
    expect(readIntakeAnswer({ status: "success", id: "1" }, fields)).toEqual({ result: "sent", updated: false });
    // A waitlist address that was listed already.
    expect(readIntakeAnswer({ status: "success", id: "1", updated: true }, fields)).toEqual({
      result: "sent",
      updated: true,
    });
    for (const answer of [{ status: "Success" }, { status: "error" }, { result: "success" }, "success", null, 1, []]) {
      expect(readIntakeAnswer(answer, fields).result).toBe("error");
    }
  });

  it("tells faulty fields from other refusals, keeping the server's reason", () => {
    const invalid = { status: "error", message: "Check the fields", errors: { email: "Bad e-mail", role: "x" } };
    expect(readIntakeAnswer(invalid, fields)).toEqual({ result: "invalid", fieldErrors: { email: "Bad e-mail" } });
    const limited = { status: "error", message: "Please wait a minute and try again." };
    expect(readIntakeAnswer(limited, fields)).toEqual({
      result: "error",
      reason: "Please wait a minute and try again.",
    });
    expect(readIntakeAnswer({ status: "error", message: "x", errors: { name: 3 } }, fields)).toEqual({
      result: "error",
    });
  });
});

describe("submitIntakeForm", () => {
  it("posts the form data as multipart to the endpoint and asks for JSON", async () => {
    const fetchStub = answering(Response.json({ status: "success", id: "m1" }));
    const body = form();
    expect(await submitIntakeForm("/api/contact", body, fields, fetchStub)).toEqual({ result: "sent", updated: false });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({ method: "POST", body, headers: { Accept: "application/json" } });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("returns the server's field errors", async () => {
    const fetchStub = answering(
      Response.json(
        { status: "error", message: "Check the fields", errors: { name: "Please tell us your name." } },
        { status: 400 },
      ),
    );
    expect(await submitIntakeForm("/api/contact", form(), fields, fetchStub)).toEqual({
      result: "invalid",
      fieldErrors: { name: "Please tell us your name." },
    });
  });

  it("treats a network failure, an HTML answer and a success status without JSON as errors", async () => {
    const failures = [
      vi.fn<typeof fetch>(async () => {
        throw new TypeError("Failed to fetch");
      }),
      answering(new Response("<html>Oops</html>", { headers: { "Content-Type": "text/html" } })),
      answering(new Response("", { status: 200 })),
    ];
    for (const fetchStub of failures) {
      expect(await submitIntakeForm("/api/contact", form(), fields, fetchStub)).toEqual({ result: "error" });
    }
  });
});

describe("createIdempotencyKey", () => {
  it("makes URL-safe keys the server accepts, a new one each time", () => {
    const keys = new Set(Array.from({ length: 200 }, createIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(idempotencyKeyPattern);
  });
});
