import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { rmSync } from "node:fs";
import pg from "pg";
import { connect } from "@nats-io/transport-node";
import { jetstreamManager } from "@nats-io/jetstream";
import type { TestProject } from "vitest/node";
import { findOrStartNats, findOrStartPostgres, type Infra } from "@leadstream/dev";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    natsUrl: string;
    natsPrefix: string;
  }
}

const root = new URL("../../../", import.meta.url).pathname;

/**
 * Once per test run: find (or start) PostgreSQL and NATS, create this run's own database and
 * JetStream prefix, and remove both afterwards.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const log = (line: string) => console.log(`[test setup] ${line}`);
  const dataRoot = join(root, ".data", `test-${runId}`);
  const infra: Infra[] = [];
  const postgres = await findOrStartPostgres({ dataDir: join(dataRoot, "pg"), log });
  infra.push(postgres);
  const nats = await findOrStartNats({ dataDir: join(dataRoot, "nats"), log });
  infra.push(nats);

  const dbName = `leadstream_test_${runId}`;
  const databaseUrl = withDatabase(postgres.url, dbName);
  await adminQuery(postgres.url, `CREATE DATABASE ${dbName}`);
  const natsPrefix = `t${runId}`;
  project.provide("databaseUrl", databaseUrl);
  project.provide("natsUrl", nats.url);
  project.provide("natsPrefix", natsPrefix);

  return async () => {
    // The run's database and any isolated stack's database (`<run db>_<suffix>`) a test left behind.
    const leftovers = await adminRows<{ datname: string }>(postgres.url, `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [dbName, `${dbName}\\_%`]).catch(() => [] as { datname: string }[]);
    for (const { datname } of leftovers) {
      await adminQuery(postgres.url, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`).catch((err) => log(`could not drop ${datname}: ${err}`));
    }
    await removeStreams(nats.url, natsPrefix).catch((err) => log(`could not remove streams ${natsPrefix}_*: ${err}`));
    for (const i of infra.reverse()) await i.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
}

const withDatabase = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

async function adminRows<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const adminQuery = (url: string, sql: string) => adminRows(url, sql).then(() => undefined);

/** Deletes the run's streams, including KV buckets (streams named KV_<prefix>_...). */
async function removeStreams(url: string, prefix: string) {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${prefix}_`) || name.startsWith(`KV_${prefix}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}
