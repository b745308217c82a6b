import type { MigrationInterface, QueryRunner } from "typeorm";

/** The W3C trace context a mail job was queued in (a run's, for its CSV and digest): each attempt's span continues that trace, as webhook batches' do. */
export class MailJobTrace1773000000000 implements MigrationInterface {
  name = "MailJobTrace1773000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".mail_jobs ADD COLUMN trace jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".mail_jobs DROP COLUMN trace`);
  }
}
