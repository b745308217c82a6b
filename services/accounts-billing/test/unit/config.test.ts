import { ConfigError, loadConfig } from "@leadstream/platform";
import { describe, expect, it } from "vitest";
import { accountsBillingConfigSpec, stripeSettings } from "../../src/config.js";

describe("configuration", () => {
  it("has local defaults: the X sandbox and the local billing provider", () => {
    const config = loadConfig(accountsBillingConfigSpec, {});
    expect(config).toMatchObject({ X_API_BASE_URL: "http://127.0.0.1:7190", X_API_BEARER_TOKEN: "sandbox-token", X_LOOKUP_MAX_WAIT_SECONDS: 5 });
    expect(stripeSettings(config)).toBeNull();
  });

  it("requires the webhook secret and the three prices once a Stripe key is set", () => {
    const env = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_STARTER: "p1", STRIPE_PRICE_GROWTH: "p2" };
    expect(() => stripeSettings(loadConfig(accountsBillingConfigSpec, env))).toThrow(new ConfigError("Invalid configuration: STRIPE_PRICE_PRO is required when STRIPE_SECRET_KEY is set"));
    const settings = stripeSettings(loadConfig(accountsBillingConfigSpec, { ...env, STRIPE_PRICE_PRO: "p3", STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: "12111", STRIPE_API_PROTOCOL: "http" }));
    expect(settings).toEqual({ secretKey: "sk_test_1", webhookSecret: "whsec_1", prices: { starter: "p1", growth: "p2", pro: "p3" }, creditPackPrice: null, api: { host: "127.0.0.1", port: 12111, protocol: "http" } });
    expect(stripeSettings(loadConfig(accountsBillingConfigSpec, { ...env, STRIPE_PRICE_PRO: "p3", STRIPE_CREDIT_PACK_PRICE: "p4" }))?.creditPackPrice).toBe("p4");
  });

  it("requires the credit pack price with a Stripe key in production", () => {
    const env = { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_STARTER: "p1", STRIPE_PRICE_GROWTH: "p2", STRIPE_PRICE_PRO: "p3", X_API_BEARER_TOKEN: "t" };
    const production = (extra: Record<string, string> = {}) => stripeSettings({ ...loadConfig(accountsBillingConfigSpec, { ...env, ...extra, NODE_ENV: "production" }), NODE_ENV: "production" });
    expect(() => production()).toThrow(new ConfigError("Invalid configuration: STRIPE_CREDIT_PACK_PRICE is required when STRIPE_SECRET_KEY is set"));
    expect(production({ STRIPE_CREDIT_PACK_PRICE: "p4" })?.creditPackPrice).toBe("p4");
  });

  it("refuses a bad value with one clear line", () => {
    expect(() => loadConfig(accountsBillingConfigSpec, { X_LOOKUP_MAX_WAIT_SECONDS: "soon" })).toThrow(/X_LOOKUP_MAX_WAIT_SECONDS must be an integer/);
    expect(() => loadConfig(accountsBillingConfigSpec, { NODE_ENV: "production" })).toThrow(/X_API_BEARER_TOKEN is required in production/);
  });
});
