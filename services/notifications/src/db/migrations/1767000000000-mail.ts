import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Notification settings (one row per user, absent until saved) and queued e-mails.
 *
 * - A mail job holds the rendered message (attachments included), written in the transaction
 *   that records the consumed event in the inbox; dedupe_key (`csv:<runId>`,
 *   `digest:<userId>:<period>`) makes each e-mail once per run or per digest period, whichever
 *   replica gets there first. The sender claims due rows with FOR UPDATE SKIP LOCKED and a lease.
 */
export class Mail1767000000000 implements MigrationInterface {
  name = "Mail1767000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications".settings (
        user_id integer PRIMARY KEY,
        summary_frequency text NOT NULL CHECK (summary_frequency IN ('after_every_sync', 'daily', 'weekly', 'off')),
        email_summaries_enabled boolean NOT NULL,
        telegram_summaries_enabled boolean NOT NULL,
        telegram_chat_id text,
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "notifications".mail_jobs (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        dedupe_key text NOT NULL UNIQUE,
        message jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3) DEFAULT now(),
        lease_until timestamptz(3),
        last_error text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_jobs_due ON "notifications".mail_jobs (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notifications".mail_jobs, "notifications".settings`);
  }
}
