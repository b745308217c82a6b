import type { MigrationInterface, QueryRunner } from "typeorm";

/** The W3C trace context of the run whose leads a digest item keeps: a daily or weekly digest links to each run's trace. */
export class DigestItemTrace1773100000000 implements MigrationInterface {
  name = "DigestItemTrace1773100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".digest_items ADD COLUMN trace jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".digest_items DROP COLUMN trace`);
  }
}
