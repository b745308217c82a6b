import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { connect } from "@nats-io/transport-node";
import { ensureDatabase } from "@leadstream/platform";
import { findOrStartNats, findOrStartPostgres } from "@leadstream/dev";

// Nothing listens on port 9: these force the "no local server" paths of `pnpm dev` / `pnpm test`.
const nowhere = { pg: "postgres://postgres@127.0.0.1:9/leadstream", nats: "nats://127.0.0.1:9" };

describe("finding or starting local infrastructure", () => {
  const dir = mkdtempSync(join(tmpdir(), "leadstream-infra-"));
  chmodSync(dir, 0o755); // embedded PostgreSQL runs as another user when we are root
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("uses DATABASE_URL and NATS_URL when they are set, starting nothing", async () => {
    const p = await findOrStartPostgres({ env: { DATABASE_URL: "postgres://x@db:5432/y" }, dataDir: dir });
    const n = await findOrStartNats({ env: { NATS_URL: "nats://bus:4222" }, dataDir: dir });
    expect([p.url, p.started, n.url, n.started]).toEqual(["postgres://x@db:5432/y", false, "nats://bus:4222", false]);
  });

  it("starts nats-server -js when no NATS answers", async () => {
    const nats = await findOrStartNats({ env: {}, dataDir: join(dir, "nats"), localUrl: nowhere.nats });
    try {
      expect(nats.started).toBe(true);
      const nc = await connect({ servers: nats.url });
      const info = nc.info!;
      expect(info.jetstream).toBe(true);
      await nc.close();
    } finally {
      await nats.stop();
    }
  });

  it("starts an embedded PostgreSQL when none answers, and the database can be created", { timeout: 120_000 }, async () => {
    const postgres = await findOrStartPostgres({ env: {}, dataDir: join(dir, "pg"), localUrl: nowhere.pg });
    try {
      expect(postgres.started).toBe(true);
      await ensureDatabase(postgres.url);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query("SELECT current_database() AS db");
      await client.end();
      expect(rows[0].db).toBe("leadstream");
    } finally {
      await postgres.stop();
    }
  });
});
