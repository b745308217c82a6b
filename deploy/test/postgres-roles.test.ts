import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type ServiceDefinition } from "@leadstream/platform";
import { isolatedEnv, testEnv } from "@leadstream/testing";
import { accountsBillingService } from "../../services/accounts-billing/src/service.js";
import { classificationService } from "../../services/classification/src/service.js";
import { identityService } from "../../services/identity/src/service.js";
import { leadsService } from "../../services/leads/src/service.js";
import { notificationsService } from "../../services/notifications/src/service.js";
import { streamsService } from "../../services/streams/src/service.js";

// deploy/postgres/roles.sql, as docs/operations.md tells an operator to run it, on a database of
// this test's own: every service must start and migrate with nothing but its role.
const services: ServiceDefinition<any, unknown>[] = [identityService, accountsBillingService, streamsService, classificationService, leadsService, notificationsService];
const rolesSql = readFileSync(new URL("../postgres/roles.sql", import.meta.url), "utf8");
const prefix = `t${randomBytes(4).toString("hex")}`;
const roleOf = (schema: string) => `${prefix}_${schema}`;

describe("deploy/postgres/roles.sql", () => {
  const isolated = isolatedEnv();
  const databaseUrl = new URL(isolated.env.DATABASE_URL);
  const asRole = (schema: string) => {
    const url = new URL(databaseUrl);
    url.username = roleOf(schema);
    url.password = "";
    return url.toString();
  };
  const query = async <T>(url: string, sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const admin = (db: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };

  beforeAll(async () => {
    await query(admin("postgres"), `CREATE DATABASE ${pg.escapeIdentifier(databaseUrl.pathname.slice(1))}`);
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      await client.query(`SET leadstream.role_prefix = '${prefix}'`);
      await client.query(rolesSql);
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    await isolated.drop();
    for (const svc of services) await query(admin("postgres"), `DROP ROLE IF EXISTS ${pg.escapeIdentifier(roleOf(svc.schema))}`);
  });

  it("creates a schema for every service, owned by that service's role", async () => {
    const rows = await query<{ nspname: string; owner: string }>(databaseUrl.toString(), "SELECT nspname, pg_get_userbyid(nspowner) AS owner FROM pg_namespace");
    for (const svc of services) expect(rows).toContainEqual({ nspname: svc.schema, owner: roleOf(svc.schema) });
  });

  it("lets each service start, migrate and report ready with only its own role", async () => {
    await Promise.all(
      services.map(async (def) => {
        const svc = await startService(def, testEnv({ ...isolated.env, DATABASE_URL: asRole(def.schema) }));
        try {
          expect((await fetch(`${svc.url}/readyz`)).status, def.name).toBe(200);
        } finally {
          await svc.stop();
        }
        const [applied] = await query<{ n: number }>(asRole(def.schema), `SELECT count(*)::int AS n FROM ${pg.escapeIdentifier(def.schema)}.migrations`);
        expect(applied.n, def.name).toBeGreaterThan(0);
      }),
    );
  });

  it("keeps a role out of the other services' schemas, public and new schemas", async () => {
    const leads = asRole("leads");
    await expect(query(leads, "SELECT count(*) FROM identity.migrations")).rejects.toThrow(/permission denied for schema identity/);
    await expect(query(leads, "CREATE SCHEMA mine")).rejects.toThrow(/permission denied for database/);
    await expect(query(leads, "CREATE TABLE public.mine (id int)")).rejects.toThrow(/permission denied for schema public/);
  });
});
