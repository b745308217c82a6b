import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * A database and NATS prefix of a stack's own, inside this run's. Stacks of whole services need
 * it: every replica of a service shares its durable consumers and work queue, so a stack in
 * another test file on the same ones would take this stack's jobs. The database is created by
 * the first service that starts on it; `drop` removes it (the global teardown removes the
 * streams under the run's prefix, and any database left behind).
 */
export function isolatedEnv(): { env: { DATABASE_URL: string; NATS_PREFIX: string }; drop(): Promise<void> } {
  const suffix = `s${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const databaseUrl = new URL(inject("databaseUrl"));
  databaseUrl.pathname = `${databaseUrl.pathname}_${suffix}`;
  return {
    env: { DATABASE_URL: databaseUrl.toString(), NATS_PREFIX: `${inject("natsPrefix")}_${suffix}` },
    async drop() {
      const admin = new URL(databaseUrl);
      admin.pathname = "/postgres";
      const db = new pg.Client({ connectionString: admin.toString() });
      await db.connect();
      try {
        await db.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseUrl.pathname.slice(1))} WITH (FORCE)`);
      } finally {
        await db.end();
      }
    },
  };
}
