import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import type { MigrationInterface, QueryRunner } from "typeorm";
import { connectBus, createDataSource, createLogger, migrate, platformMigrations, type Bus } from "@leadstream/platform";

/**
 * A private schema (with the platform tables and an `effects` table) and a bus connection,
 * so a test file can exercise the outbox and consumers without touching any service's data.
 */
export async function openHarness(label: string) {
  const id = randomBytes(4).toString("hex");
  const schema = `${label}_${id}`;
  const effects = class Effects1763800000001 implements MigrationInterface {
    name = "Effects1763800000001";
    async up(q: QueryRunner) {
      await q.query(`CREATE TABLE "${schema}".effects (id serial PRIMARY KEY, message_id text NOT NULL, value text NOT NULL)`);
    }
    async down() {}
  };
  const ds = createDataSource({ url: inject("databaseUrl"), schema, applicationName: label, migrations: [...platformMigrations(schema), effects] });
  await ds.initialize();
  await migrate(ds, schema);
  const bus: Bus = await connectBus({ url: inject("natsUrl"), prefix: inject("natsPrefix"), name: label });
  const logger = createLogger(label, "silent");
  return {
    id,
    schema,
    ds,
    bus,
    logger,
    stream: { name: `${label.toUpperCase()}_${id}`, subjects: [`${label}${id}.>`] },
    subject: (s: string) => `${label}${id}.${s}`,
    async close() {
      await bus.close();
      await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
      await ds.destroy();
    },
  };
}
