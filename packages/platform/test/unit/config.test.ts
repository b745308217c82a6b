import { describe, expect, it } from "vitest";
import { bool, canonicalTimeZone, commonConfigSpec, ConfigError, int, loadConfig, oneOf, serviceUrl, str, strList, url } from "@leadstream/platform";

describe("loadConfig", () => {
  it("gives every common setting a safe local default", () => {
    const c = loadConfig(commonConfigSpec, {});
    expect(c.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/leadstream");
    expect(c.NATS_URL).toBe("nats://127.0.0.1:4222");
    expect(c.NODE_ENV).toBe("development");
  });

  it.each([
    [{ PORT: "abc" }, { PORT: int({ default: 1, min: 0, max: 65535 }) }, 'PORT must be an integer between 0 and 65535 (got "abc")'],
    [{ PORT: "70000" }, { PORT: int({ default: 1, min: 0, max: 65535 }) }, "PORT must be an integer between 0 and 65535"],
    [{ ON: "maybe" }, { ON: bool({ default: false }) }, 'ON must be true or false (got "maybe")'],
    [{ MODE: "x" }, { MODE: oneOf(["a", "b"] as const, { default: "a" }) }, "MODE must be one of a, b"],
    [{ DATABASE_URL: "mysql://x" }, { DATABASE_URL: url({ protocols: ["postgres"] }) }, "DATABASE_URL must be a URL with scheme postgres"],
    [{ DATABASE_URL: "not a url" }, { DATABASE_URL: url({ protocols: ["postgres"] }) }, "DATABASE_URL must be a URL (postgres)"],
  ])("refuses %j with one clear line", (env, spec, message) => {
    expect(() => loadConfig(spec as never, env)).toThrow(ConfigError);
    expect(() => loadConfig(spec as never, env)).toThrow(message);
  });

  it("reads a comma-separated list, dropping blanks", () => {
    expect(loadConfig({ TOKENS: strList() }, { TOKENS: " a, b,,c " }).TOKENS).toEqual(["a", "b", "c"]);
    expect(loadConfig({ TOKENS: strList() }, {}).TOKENS).toEqual([]);
  });

  it("refuses to default a secret in production", () => {
    expect(() => loadConfig({ TOKEN: str({ default: "dev", secret: true }) }, { NODE_ENV: "production" })).toThrow("TOKEN is required in production");
    expect(loadConfig({ TOKEN: str({ default: "dev", secret: true }) }, {}).TOKEN).toBe("dev");
  });

  it("finds peers at their default port unless the env says otherwise", () => {
    expect(serviceUrl("accounts-billing", {})).toBe("http://127.0.0.1:7102");
    expect(serviceUrl("accounts-billing", { ACCOUNTS_BILLING_URL: "http://billing:80/" })).toBe("http://billing:80");
  });
});

describe("canonicalTimeZone", () => {
  it.each([
    ["europe/paris", "Europe/Paris"],
    [" America/New_York ", "America/New_York"],
    ["asia/kolkata", "Asia/Kolkata"],
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["europe/kyiv", "Europe/Kyiv"],
    ["america/argentina/buenos_aires", "America/Argentina/Buenos_Aires"],
    ["utc", "UTC"],
  ])("%s -> %s", (raw, zone) => {
    expect(canonicalTimeZone(raw)).toBe(zone);
  });
  it.each(["Mars/Olympus", "", "Europe/", "+02:00x"])("%j is not a zone", (raw) => {
    expect(canonicalTimeZone(raw)).toBeUndefined();
  });
});
