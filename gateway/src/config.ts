import { bool, commonConfigSpec, ConfigError, int, loadConfig, serviceUrl, str, type CommonConfig, type ConfigSpec, type Field } from "@leadstream/platform";

type Env = Record<string, string | undefined>;

export interface GatewayConfig extends Omit<CommonConfig, "DATABASE_URL"> {
  PORT: number;
  IDENTITY_URL: string;
  STREAMS_URL: string;
  CLASSIFICATION_URL: string;
  ACCOUNTS_BILLING_URL: string;
  LEADS_URL: string;
  NOTIFICATIONS_URL: string;
  RATE_LIMIT_PER_MINUTE: number;
  /** Sign-up and log-in attempts a minute from one IP address, and for one e-mail address. */
  SIGN_IN_LIMIT_PER_IP: number;
  SIGN_IN_LIMIT_PER_EMAIL: number;
  BODY_LIMIT_BYTES: number;
  /** Origins a cookie-authenticated state-changing request may come from (CSRF). */
  PUBLIC_ORIGINS: string[];
  COOKIE_SECURE: boolean;
  KEY_CACHE_TTL_SECONDS: number;
  /** How long an answer of a polled read route is kept at most (0: never); changes drop it sooner. */
  READ_CACHE_TTL_SECONDS: number;
  READ_CACHE_MAX_MB: number;
  /** The most a request may wait on the services: every RPC made for it times out by then (503 upstream_timeout). */
  RPC_TIMEOUT_MS: number;
}

const originList = (opts: { default: string }): Field<string[]> => ({
  read(name, raw, production) {
    const origins = str({ default: opts.default }).read(name, raw, production).split(",").map((o) => o.trim()).filter(Boolean);
    for (const origin of origins) {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
        throw new ConfigError(`Invalid configuration: ${name} must be a comma-separated list of origins like https://app.example.com (got ${JSON.stringify(origin)})`);
      }
    }
    return origins;
  },
});

// Every common setting but DATABASE_URL: the gateway has no database.
const { DATABASE_URL: _noDatabase, ...commonSpec } = commonConfigSpec;

type ServiceUrls = "IDENTITY_URL" | "STREAMS_URL" | "CLASSIFICATION_URL" | "ACCOUNTS_BILLING_URL" | "LEADS_URL" | "NOTIFICATIONS_URL";

const gatewayConfigSpec: ConfigSpec<Omit<GatewayConfig, ServiceUrls>> = {
  ...commonSpec,
  PORT: int({ default: 8080, min: 0, max: 65535 }),
  RATE_LIMIT_PER_MINUTE: int({ default: 60, min: 1, max: 1_000_000 }),
  SIGN_IN_LIMIT_PER_IP: int({ default: 20, min: 1, max: 1_000_000 }),
  SIGN_IN_LIMIT_PER_EMAIL: int({ default: 10, min: 1, max: 1_000_000 }),
  BODY_LIMIT_BYTES: int({ default: 1024 * 1024, min: 1024, max: 100 * 1024 * 1024 }),
  PUBLIC_ORIGINS: originList({ default: "http://127.0.0.1:8080,http://localhost:8080" }),
  COOKIE_SECURE: bool({ default: false }),
  KEY_CACHE_TTL_SECONDS: int({ default: 60, min: 0, max: 3600 }),
  READ_CACHE_TTL_SECONDS: int({ default: 600, min: 0, max: 3600 }),
  READ_CACHE_MAX_MB: int({ default: 128, min: 1, max: 16_384 }),
  RPC_TIMEOUT_MS: int({ default: 10_000, min: 100, max: 120_000 }),
};

/** Reads the gateway's settings from env; a bad value throws a ConfigError naming the variable. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  return {
    ...loadConfig(gatewayConfigSpec, env),
    IDENTITY_URL: serviceUrl("identity", env),
    STREAMS_URL: serviceUrl("streams", env),
    CLASSIFICATION_URL: serviceUrl("classification", env),
    ACCOUNTS_BILLING_URL: serviceUrl("accounts-billing", env),
    LEADS_URL: serviceUrl("leads", env),
    NOTIFICATIONS_URL: serviceUrl("notifications", env),
  };
}
