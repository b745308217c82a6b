import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Daily and weekly digests, and Telegram.
 *
 * - digest_items: a run's new leads (what a digest shows of them) waiting for the user's next
 *   daily or weekly digest on one channel; one row per (channel, run), so a redelivered
 *   run.completed adds nothing. The digest job is inserted and the items it covers are deleted
 *   in one transaction, under row locks.
 * - mail_jobs.channel: `email` (message is a MailMessage) or `telegram` (`{chatId, text}`, one
 *   job per message of a split digest). Same claiming, leases and retries for both.
 */
export class Digests1768000000000 implements MigrationInterface {
  name = "Digests1768000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications".digest_items (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'telegram')),
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
        run_id integer NOT NULL,
        stream_id integer NOT NULL,
        stream_name text NOT NULL,
        leads jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL,
        UNIQUE (channel, run_id)
      )`);
    await q.query(`CREATE INDEX digest_items_user ON "notifications".digest_items (user_id, channel, frequency, created_at)`);
    await q.query(`ALTER TABLE "notifications".mail_jobs ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'telegram'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".mail_jobs DROP COLUMN channel`);
    await q.query(`DROP TABLE "notifications".digest_items`);
  }
}
