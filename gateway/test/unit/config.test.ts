import { describe, expect, it } from "vitest";
import { ConfigError } from "@leadstream/platform";
import { loadGatewayConfig } from "../../src/config.js";

describe("loadGatewayConfig", () => {
  it("has a safe local default for everything", () => {
    expect(loadGatewayConfig({})).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      IDENTITY_URL: "http://127.0.0.1:7101",
      ACCOUNTS_BILLING_URL: "http://127.0.0.1:7102",
      STREAMS_URL: "http://127.0.0.1:7103",
      CLASSIFICATION_URL: "http://127.0.0.1:7104",
      LEADS_URL: "http://127.0.0.1:7105",
      RATE_LIMIT_PER_MINUTE: 60,
      BODY_LIMIT_BYTES: 1024 * 1024,
      PUBLIC_ORIGINS: ["http://127.0.0.1:8080", "http://localhost:8080"],
      COOKIE_SECURE: false,
      KEY_CACHE_TTL_SECONDS: 60,
    });
  });

  it("reads the origin list and the other settings", () => {
    const config = loadGatewayConfig({ PUBLIC_ORIGINS: "https://app.example.com, https://admin.example.com", COOKIE_SECURE: "true", RATE_LIMIT_PER_MINUTE: "120", IDENTITY_URL: "http://identity:7101", STREAMS_URL: "http://streams:7103/", LEADS_URL: "http://leads:7105" });
    expect(config.PUBLIC_ORIGINS).toEqual(["https://app.example.com", "https://admin.example.com"]);
    expect(config).toMatchObject({ COOKIE_SECURE: true, RATE_LIMIT_PER_MINUTE: 120, IDENTITY_URL: "http://identity:7101", STREAMS_URL: "http://streams:7103", LEADS_URL: "http://leads:7105" });
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => loadGatewayConfig({ PUBLIC_ORIGINS: "https://app.example.com/path" })).toThrow(new ConfigError('Invalid configuration: PUBLIC_ORIGINS must be a comma-separated list of origins like https://app.example.com (got "https://app.example.com/path")'));
    expect(() => loadGatewayConfig({ RATE_LIMIT_PER_MINUTE: "lots" })).toThrow(/^Invalid configuration: RATE_LIMIT_PER_MINUTE must be an integer/);
    expect(() => loadGatewayConfig({ COOKIE_SECURE: "maybe" })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ ACCOUNTS_BILLING_URL: "ftp://billing" })).toThrow(/^Invalid configuration: ACCOUNTS_BILLING_URL/);
  });
});
