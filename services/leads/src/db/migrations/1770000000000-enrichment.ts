import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Enrichment (issue 10).
 *
 * - A lead keeps the profile's website and location, what enrichment matches the person by.
 * - leads.enrichment holds what was found (LinkedIn URL with confidence, e-mail with status and
 *   provider, when), null until something is; enrichment_tried_at marks a lead a run's
 *   auto-enrichment has asked about, so a redelivered run does not ask (and pay) twice.
 * - lookups are a user's enrichments of any X profile, listed newest first per kind from
 *   lookups_user_kind_recent. An id is drawn from the sequence before the lookup is paid for, so
 *   the ledger row names it; a lookup whose provider call failed is never inserted.
 */
export class Enrichment1770000000000 implements MigrationInterface {
  name = "Enrichment1770000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "leads".leads
        ADD COLUMN url text NOT NULL DEFAULT '',
        ADD COLUMN location text NOT NULL DEFAULT '',
        ADD COLUMN enrichment jsonb,
        ADD COLUMN enrichment_tried_at timestamptz(3)`);
    await q.query(`
      CREATE TABLE "leads".lookups (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        kind text NOT NULL,
        x_user_id text NOT NULL,
        handle text NOT NULL,
        result jsonb NOT NULL,
        credits_charged integer NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX lookups_user_kind_recent ON "leads".lookups (user_id, kind, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "leads".lookups`);
    await q.query(`ALTER TABLE "leads".leads DROP COLUMN url, DROP COLUMN location, DROP COLUMN enrichment, DROP COLUMN enrichment_tried_at`);
  }
}
