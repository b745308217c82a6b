import "reflect-metadata";
import pg from "pg";
import { DataSource, type EntitySchema, type MigrationInterface } from "typeorm";

export type MigrationClass = new () => MigrationInterface;

export interface DataSourceOptions {
  url: string;
  /** The service's own schema; no other service reads or writes it. */
  schema: string;
  applicationName: string;
  migrations: MigrationClass[];
  // TypeORM takes entity classes or EntitySchema instances.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: (Function | EntitySchema)[];
  poolSize?: number;
}

export function createDataSource(opts: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url: opts.url,
    schema: opts.schema,
    applicationName: opts.applicationName,
    entities: opts.entities ?? [],
    migrations: opts.migrations,
    migrationsTableName: "migrations",
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: false,
    poolSize: opts.poolSize ?? 10,
    // Raw SQL (and TypeORM's own queries) resolve unqualified names in the service's schema.
    extra: { options: `-c search_path=${opts.schema}` },
  });
}

/** Creates the database named in `url` when it does not exist yet (safe to race). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((err: { code?: string }) => {
        if (err.code !== "42P04") throw err; // created by a concurrent process
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs pending migrations under a per-schema advisory lock, so several replicas starting at
 * once migrate exactly once. The schema itself is created first if missing: TypeORM keeps its
 * migrations table inside it.
 */
export async function migrate(ds: DataSource, schema: string): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock(hashtext($1))", [`leadstream:migrate:${schema}`]);
    // Only when missing: CREATE SCHEMA (even IF NOT EXISTS) needs CREATE on the database, which a
    // least-privilege role owning its pre-created schema lacks (docs/operations.md).
    const [found] = (await runner.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema])) as unknown[];
    if (!found) await runner.query(`CREATE SCHEMA ${pg.escapeIdentifier(schema)}`);
    await ds.runMigrations({ transaction: "each" });
  } finally {
    await runner.query("SELECT pg_advisory_unlock(hashtext($1))", [`leadstream:migrate:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}
