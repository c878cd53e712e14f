import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverSettings } from "#server/env.ts";

describe("serverSettings", () => {
  it("defaults to 127.0.0.1:3000, SQLite under data/, 5 submissions a minute, no forwarding and no proxy", () => {
    expect(serverSettings({}, "sankofa.example")).toEqual({
      port: 3000,
      hostname: "127.0.0.1",
      allowedHosts: ["sankofa.example", "127.0.0.1:3000", "localhost:3000", "[::1]:3000"],
      intake: {
        databaseUrl: undefined,
        databasePath: join("data", "intake.sqlite"),
        forward: undefined,
        outbox: {
          maxAttempts: 30,
          attemptTimeoutMs: 15_000,
          baseDelayMs: 10_000,
          maxDelayMs: 3_600_000,
          concurrency: 4,
        },
        rateLimit: { limit: 5, windowMs: 60_000 },
        trustProxy: false,
      },
      metrics: undefined,
      shutdownDrainMs: 5_000,
    });
  });

  it("reads every variable it documents", () => {
    const settings = serverSettings({
      PORT: "8080",
      HOST: "0.0.0.0",
      ALLOWED_HOSTS: " Sankofa.example , www.sankofa.example ",
      DATA_DIR: "/var/lib/sankofa",
      DATABASE_URL: "postgres://sankofa@db.internal:5432/sankofa",
      INTAKE_FORWARD_URL: "https://script.google.com/macros/s/abc/exec",
      INTAKE_FORWARD_REDIRECT_HOSTS: " Script.GoogleUserContent.com , sheets.example ",
      INTAKE_RATE_LIMIT: "20",
      INTAKE_MAX_ATTEMPTS: "12",
      INTAKE_FORWARD_TIMEOUT_MS: "5000",
      INTAKE_RETRY_BASE_MS: "2000",
      INTAKE_RETRY_MAX_MS: "60000",
      INTAKE_FORWARD_CONCURRENCY: "8",
      TRUST_PROXY: "1",
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      METRICS_TOKEN: "a-token-of-32-characters-or-so-1",
      SHUTDOWN_DRAIN_MS: "15000",
    });
    expect(settings).toMatchObject({
      port: 8080,
      hostname: "0.0.0.0",
      metrics: { port: 9464, hostname: "10.0.0.5", token: "a-token-of-32-characters-or-so-1" },
      shutdownDrainMs: 15_000,
    });
    expect(settings.allowedHosts).toEqual(["sankofa.example", "www.sankofa.example"]);
    expect(settings.intake).toMatchObject({
      databaseUrl: "postgres://sankofa@db.internal:5432/sankofa",
      databasePath: join("/var/lib/sankofa", "intake.sqlite"),
      outbox: { maxAttempts: 12, attemptTimeoutMs: 5000, baseDelayMs: 2000, maxDelayMs: 60_000, concurrency: 8 },
      rateLimit: { limit: 20 },
      trustProxy: true,
    });
    expect(settings.intake.forward?.url.href).toBe("https://script.google.com/macros/s/abc/exec");
    expect(settings.intake.forward?.redirectHosts).toEqual(["script.googleusercontent.com", "sheets.example"]);
  });

  it("expects Apps Script's answer host when no redirect host is given, and treats empty as unset", () => {
    const settings = serverSettings({
      INTAKE_FORWARD_URL: "https://script.google.com/macros/s/abc/exec",
      INTAKE_FORWARD_REDIRECT_HOSTS: "",
      INTAKE_RATE_LIMIT: "",
    });
    expect(settings.intake.forward?.redirectHosts).toEqual(["script.googleusercontent.com"]);
    expect(settings.intake.rateLimit.limit).toBe(5);
  });

  it.each([
    ["INTAKE_RATE_LIMIT", "0"],
    ["INTAKE_RATE_LIMIT", "lots"],
    ["INTAKE_MAX_ATTEMPTS", "1.5"],
    ["PORT", "70000"],
    ["INTAKE_FORWARD_URL", "ftp://files.example/in"],
    ["INTAKE_FORWARD_URL", "not a url"],
    ["DATABASE_URL", "mysql://db/x"],
    ["TRUST_PROXY", "yes"],
    ["ALLOWED_HOSTS", "https://sankofa.example"],
    ["ALLOWED_HOSTS", "sankofa.example/path"],
    ["METRICS_PORT", "-1"],
    ["METRICS_TOKEN", "short"],
    ["SHUTDOWN_DRAIN_MS", "-5"],
  ])("stops on %s=%j, naming the variable", (name, value) => {
    expect(() => serverSettings({ [name]: value })).toThrow(new RegExp(`Bad server configuration: ${name}`));
  });

  it("keeps metrics off the site's port, and off the loopback only behind a token", () => {
    expect(serverSettings({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, hostname: "127.0.0.1" });
    expect(() => serverSettings({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => serverSettings({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_HOST: off the loopback, metrics need METRICS_TOKEN/,
    );
  });

  it("writes allowed hosts as a request URL writes them, so the Host and Origin checks agree", () => {
    const settings = serverSettings({
      ALLOWED_HOSTS: "Sankofa.Example:443, sankofa.example:80, bücher.example",
      PORT: "80",
    });
    expect(settings.allowedHosts).toEqual(["sankofa.example:443", "sankofa.example", "xn--bcher-kva.example"]);
    expect(serverSettings({ PORT: "80" }, "sankofa.example").allowedHosts).toEqual([
      "sankofa.example",
      "127.0.0.1",
      "localhost",
      "[::1]",
    ]);
  });
});
