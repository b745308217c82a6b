import { ConfigError, loadConfig } from "@leadstream/platform";
import { describe, expect, it } from "vitest";
import { enrichmentProviderFrom } from "../../src/adapters/enrichment/index.js";
import { leadsConfigSpec } from "../../src/config.js";

describe("leads configuration", () => {
  it("has local defaults: the sandbox provider, a 10 s timeout, 8 calls at once", () => {
    const config = loadConfig(leadsConfigSpec, {});
    expect(config).toEqual({ ENRICHMENT_BASE_URL: "", ENRICHMENT_API_KEY: undefined, ENRICHMENT_TIMEOUT_MS: 10_000, ENRICHMENT_CONCURRENCY: 8, ENRICHMENT_SANDBOX_SLOW_MS: 1500 });
    expect(enrichmentProviderFrom(config).name).toBe("sandbox");
  });

  it("uses Prospeo when a base URL is set, and then requires the API key", () => {
    const env = { ENRICHMENT_BASE_URL: "https://api.prospeo.io/" };
    expect(() => enrichmentProviderFrom(loadConfig(leadsConfigSpec, env))).toThrow(new ConfigError("Invalid configuration: ENRICHMENT_API_KEY is required when ENRICHMENT_BASE_URL is set"));
    const config = loadConfig(leadsConfigSpec, { ...env, ENRICHMENT_API_KEY: "pk_live_1", ENRICHMENT_TIMEOUT_MS: "2500" });
    expect(config).toMatchObject({ ENRICHMENT_BASE_URL: "https://api.prospeo.io", ENRICHMENT_API_KEY: "pk_live_1", ENRICHMENT_TIMEOUT_MS: 2500 });
    expect(enrichmentProviderFrom(config).name).toBe("prospeo");
  });

  it("refuses a bad value with one clear line", () => {
    expect(() => loadConfig(leadsConfigSpec, { ENRICHMENT_BASE_URL: "ftp://prospeo.io" })).toThrow(/ENRICHMENT_BASE_URL must be a URL with scheme http or https/);
    expect(() => loadConfig(leadsConfigSpec, { ENRICHMENT_CONCURRENCY: "0" })).toThrow(/ENRICHMENT_CONCURRENCY must be an integer between 1 and 64/);
    expect(() => loadConfig(leadsConfigSpec, { ENRICHMENT_CONCURRENCY: "65" })).toThrow(/ENRICHMENT_CONCURRENCY must be an integer between 1 and 64/);
    expect(() => loadConfig(leadsConfigSpec, { ENRICHMENT_TIMEOUT_MS: "soon" })).toThrow(/ENRICHMENT_TIMEOUT_MS must be an integer/);
    expect(() => loadConfig(leadsConfigSpec, { ENRICHMENT_SANDBOX_SLOW_MS: "-1" })).toThrow(/ENRICHMENT_SANDBOX_SLOW_MS must be an integer between 0 and 60000/);
  });
});
