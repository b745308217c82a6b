import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A run's bot filter report (dropped count, counts by kind, a bounded audit sample), written once
 * when the run ends; NULL for runs that have not ended or that ended before classifying.
 */
export class RunBotFilter1765200000000 implements MigrationInterface {
  name = "RunBotFilter1765200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "streams".runs ADD COLUMN bot_filter jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "streams".runs DROP COLUMN bot_filter`);
  }
}
