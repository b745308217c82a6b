import { inject } from "vitest";
import { SERVICE_PORTS, serviceUrlEnv, type ServiceName } from "@leadstream/platform";

/**
 * The environment a service started in a test reads: this run's database and NATS prefix,
 * port 0, quiet logs. `peers` maps peer services to the URLs they listen on in this test.
 */
export function testEnv(overrides: Record<string, string | undefined> = {}, peers: Partial<Record<ServiceName, string>> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATABASE_URL: inject("databaseUrl"),
    NATS_URL: inject("natsUrl"),
    NATS_PREFIX: inject("natsPrefix"),
    INTERNAL_TOKEN: "test-internal-token",
    PORT: "0",
    // The classifier's start-up warm-up changes no result and would add a second to every start.
    CLASSIFIER_WARM_UP_MS: "0",
  };
  for (const name of Object.keys(SERVICE_PORTS) as ServiceName[]) {
    // An unstarted peer points nowhere rather than at a developer's running stack.
    env[serviceUrlEnv(name)] = peers[name] ?? "http://127.0.0.1:9";
  }
  return { ...env, ...overrides };
}

/** A unique, valid e-mail address for one test. */
export const uniqueEmail = (label = "user"): string => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
