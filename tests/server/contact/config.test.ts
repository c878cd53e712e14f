import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactSettingsFromEnv } from "#server/contact/config.ts";
import { contactApiPath } from "#server/contact/index.ts";

describe("contactSettingsFromEnv", () => {
  it("defaults to data/, 5 messages a minute, no forwarding and no proxy", () => {
    expect(contactSettingsFromEnv({})).toEqual({
      databasePath: join("data", "contact.sqlite"),
      rateLimit: { limit: 5, windowMs: 60_000 },
      trustProxy: false,
    });
  });

  it("reads DATA_DIR, the forwarding address, its redirect hosts, the limit and the proxy setting", () => {
    const settings = contactSettingsFromEnv({
      DATA_DIR: "/var/lib/sankofa",
      CONTACT_FORWARD_URL: "https://script.google.com/macros/s/abc/exec",
      CONTACT_FORWARD_REDIRECT_HOSTS: " Script.GoogleUserContent.com , sheets.example ",
      CONTACT_RATE_LIMIT: "20",
      TRUST_PROXY: "1",
    });
    expect(settings.databasePath).toBe(join("/var/lib/sankofa", "contact.sqlite"));
    expect(settings.forward?.url.href).toBe("https://script.google.com/macros/s/abc/exec");
    expect(settings.forward?.redirectHosts).toEqual(["script.googleusercontent.com", "sheets.example"]);
    expect(settings.rateLimit.limit).toBe(20);
    expect(settings.trustProxy).toBe(true);
  });

  it("expects Apps Script's answer host when no redirect host is given", () => {
    const settings = contactSettingsFromEnv({ CONTACT_FORWARD_URL: "https://script.google.com/macros/s/abc/exec" });
    expect(settings.forward?.redirectHosts).toEqual(["script.googleusercontent.com"]);
  });

  it("stops on settings that make no sense", () => {
    expect(() => contactSettingsFromEnv({ CONTACT_RATE_LIMIT: "0" })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => contactSettingsFromEnv({ CONTACT_RATE_LIMIT: "lots" })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => contactSettingsFromEnv({ CONTACT_FORWARD_URL: "ftp://files.example/in" })).toThrow(/http/);
    expect(() => contactSettingsFromEnv({ CONTACT_FORWARD_URL: "not a url" })).toThrow(/Invalid URL/);
  });
});

describe("contactApiPath", () => {
  it("mounts the endpoint at the configured path when it is on this site, else at /api/contact", () => {
    expect(contactApiPath("/api/contact")).toBe("/api/contact");
    expect(contactApiPath("/api/messages?v=2")).toBe("/api/messages");
    expect(contactApiPath("https://script.google.com/macros/s/abc/exec")).toBe("/api/contact");
  });
});
