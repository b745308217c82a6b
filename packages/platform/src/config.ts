// Typed environment configuration. Every field has a safe local default except secrets in
// production; a bad value stops start-up with one clear line naming the variable.

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

export interface Field<T> {
  read(name: string, raw: string | undefined, production: boolean): T;
}

const fail = (name: string, expected: string, raw: string): never => {
  throw new ConfigError(`Invalid configuration: ${name} must be ${expected} (got ${JSON.stringify(raw)})`);
};

export const str = (opts: { default?: string; secret?: boolean; maxLength?: number } = {}): Field<string> => ({
  read(name, raw, production) {
    if (raw === undefined || raw === "") {
      if (opts.secret && production) throw new ConfigError(`Invalid configuration: ${name} is required in production`);
      if (opts.default === undefined) throw new ConfigError(`Invalid configuration: ${name} is required`);
      return opts.default;
    }
    if (opts.maxLength && raw.length > opts.maxLength) fail(name, `at most ${opts.maxLength} characters`, raw);
    return raw;
  },
});

export const optionalStr = (): Field<string | undefined> => ({
  read: (_name, raw) => (raw === undefined || raw === "" ? undefined : raw),
});

export const int = (opts: { default: number; min?: number; max?: number }): Field<number> => ({
  read(name, raw) {
    if (raw === undefined || raw === "") return opts.default;
    const min = opts.min ?? Number.MIN_SAFE_INTEGER;
    const max = opts.max ?? Number.MAX_SAFE_INTEGER;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || value < min || value > max) fail(name, `an integer between ${min} and ${max}`, raw);
    return value;
  },
});

export const bool = (opts: { default: boolean }): Field<boolean> => ({
  read(name, raw) {
    if (raw === undefined || raw === "") return opts.default;
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    return fail(name, "true or false", raw);
  },
});

export const url = (opts: { default?: string; protocols: string[]; optional?: boolean }): Field<string> => ({
  read(name, raw) {
    const value = raw === undefined || raw === "" ? opts.default : raw;
    if (value === undefined) {
      if (opts.optional) return "";
      throw new ConfigError(`Invalid configuration: ${name} is required`);
    }
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return fail(name, `a URL (${opts.protocols.join(", ")})`, value);
    }
    if (!opts.protocols.includes(parsed.protocol.replace(/:$/, ""))) fail(name, `a URL with scheme ${opts.protocols.join(" or ")}`, value);
    return value.replace(/\/$/, "");
  },
});

/** Comma-separated values, blanks dropped; unset or empty: none. */
export const strList = (): Field<string[]> => ({
  read: (_name, raw) => (raw ?? "").split(",").map((v) => v.trim()).filter(Boolean),
});

export const oneOf = <const T extends string>(values: readonly T[], opts: { default: T }): Field<T> => ({
  read(name, raw) {
    if (raw === undefined || raw === "") return opts.default;
    if (!(values as readonly string[]).includes(raw)) fail(name, `one of ${values.join(", ")}`, raw);
    return raw as T;
  },
});

export type ConfigSpec<T> = { [K in keyof T]: Field<T[K]> };

/** Reads `spec` from `env`; keys are the environment variable names. */
export function loadConfig<T>(spec: ConfigSpec<T>, env: Env = process.env): T {
  const production = env.NODE_ENV === "production";
  const out = {} as T;
  for (const key of Object.keys(spec) as (keyof T & string)[]) {
    out[key] = spec[key].read(key, env[key], production);
  }
  return out;
}

/** Settings every service process reads. */
export interface CommonConfig {
  NODE_ENV: "development" | "test" | "production";
  LOG_LEVEL: "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent";
  HOST: string;
  DATABASE_URL: string;
  NATS_URL: string;
  /** Namespaces every JetStream stream, subject and KV bucket (tests use one per run). */
  NATS_PREFIX: string;
  /** Replicas of each JetStream stream and KV bucket this process creates (3 on a NATS cluster). */
  NATS_STREAM_REPLICAS: number;
  INTERNAL_TOKEN: string;
}

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/leadstream";
export const DEFAULT_NATS_URL = "nats://127.0.0.1:4222";

export const commonConfigSpec: ConfigSpec<CommonConfig> = {
  NODE_ENV: oneOf(["development", "test", "production"] as const, { default: "development" }),
  LOG_LEVEL: oneOf(["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const, { default: "info" }),
  HOST: str({ default: "127.0.0.1" }),
  DATABASE_URL: url({ default: DEFAULT_DATABASE_URL, protocols: ["postgres", "postgresql"] }),
  NATS_URL: url({ default: DEFAULT_NATS_URL, protocols: ["nats", "tls", "ws", "wss"] }),
  NATS_PREFIX: str({ default: "" }),
  NATS_STREAM_REPLICAS: int({ default: 1, min: 1, max: 5 }),
  INTERNAL_TOKEN: str({ default: "leadstream-local-internal-token", secret: true }),
};

/** Every service's default RPC port and the env variable its peers use to reach it. */
export const SERVICE_PORTS = {
  identity: 7101,
  "accounts-billing": 7102,
  streams: 7103,
  classification: 7104,
  leads: 7105,
  notifications: 7106,
} as const;
export type ServiceName = keyof typeof SERVICE_PORTS;

export const serviceUrlEnv = (service: ServiceName): string => `${service.toUpperCase().replace(/-/g, "_")}_URL`;

export function serviceUrl(service: ServiceName, env: Env = process.env): string {
  const name = serviceUrlEnv(service);
  return url({ default: `http://127.0.0.1:${SERVICE_PORTS[service]}`, protocols: ["http", "https"] }).read(name, env[name], false);
}
