import { ConfigError, int, oneOf, optionalStr, str, url, type ConfigSpec } from "@leadstream/platform";
import type { Tier } from "./domain/tiers.js";

export interface AccountsBillingConfig {
  X_API_BASE_URL: string;
  X_API_BEARER_TOKEN: string;
  X_LOOKUP_MAX_WAIT_SECONDS: number;
  STRIPE_SECRET_KEY: string | undefined;
  STRIPE_WEBHOOK_SECRET: string | undefined;
  STRIPE_PRICE_STARTER: string | undefined;
  STRIPE_PRICE_GROWTH: string | undefined;
  STRIPE_PRICE_PRO: string | undefined;
  /** The price of one auto top-up pack (500 credits). */
  STRIPE_CREDIT_PACK_PRICE: string | undefined;
  STRIPE_API_HOST: string | undefined;
  /** 0: the SDK's default port. */
  STRIPE_API_PORT: number;
  STRIPE_API_PROTOCOL: "https" | "http";
}

export const accountsBillingConfigSpec: ConfigSpec<AccountsBillingConfig> = {
  // The X sandbox `pnpm dev` starts.
  X_API_BASE_URL: url({ default: "http://127.0.0.1:7190", protocols: ["http", "https"] }),
  X_API_BEARER_TOKEN: str({ default: "sandbox-token", secret: true }),
  X_LOOKUP_MAX_WAIT_SECONDS: int({ default: 5, min: 0, max: 900 }),
  // Without a key the local billing provider keeps the subscription state in PostgreSQL.
  STRIPE_SECRET_KEY: optionalStr(),
  STRIPE_WEBHOOK_SECRET: optionalStr(),
  STRIPE_PRICE_STARTER: optionalStr(),
  STRIPE_PRICE_GROWTH: optionalStr(),
  STRIPE_PRICE_PRO: optionalStr(),
  STRIPE_CREDIT_PACK_PRICE: optionalStr(),
  STRIPE_API_HOST: optionalStr(),
  STRIPE_API_PORT: int({ default: 0, min: 0, max: 65535 }),
  STRIPE_API_PROTOCOL: oneOf(["https", "http"] as const, { default: "https" }),
};

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<Tier, string>;
  /** Null outside production when unset: auto top-ups then fail with billing_provider_error. */
  creditPackPrice: string | null;
  api: { host?: string; port?: number; protocol: "https" | "http" };
}

/**
 * The Stripe settings when STRIPE_SECRET_KEY is set (the webhook secret and the three prices are
 * then required, and in production the credit pack price too), else null.
 */
export function stripeSettings(config: AccountsBillingConfig & { NODE_ENV?: string }): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const required = (name: keyof AccountsBillingConfig): string => {
    const value = config[name];
    if (typeof value !== "string" || value === "") throw new ConfigError(`Invalid configuration: ${name} is required when STRIPE_SECRET_KEY is set`);
    return value;
  };
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
    prices: { starter: required("STRIPE_PRICE_STARTER"), growth: required("STRIPE_PRICE_GROWTH"), pro: required("STRIPE_PRICE_PRO") },
    creditPackPrice: config.NODE_ENV === "production" ? required("STRIPE_CREDIT_PACK_PRICE") : (config.STRIPE_CREDIT_PACK_PRICE ?? null),
    api: { host: config.STRIPE_API_HOST, port: config.STRIPE_API_PORT || undefined, protocol: config.STRIPE_API_PROTOCOL },
  };
}
