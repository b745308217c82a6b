import type { MigrationInterface, QueryRunner } from "typeorm";

export class StreamsTables1764000000000 implements MigrationInterface {
  name = "StreamsTables1764000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "streams".streams (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        name text NOT NULL,
        sync_times text[] NOT NULL,
        timezone text NOT NULL,
        auto_enrich_linkedin boolean NOT NULL,
        auto_enrich_email boolean NOT NULL,
        email_mode text NOT NULL CHECK (email_mode IN ('any', 'verified')),
        email_digest_override text CHECK (email_digest_override IN ('after_every_sync', 'daily', 'weekly', 'off')),
        telegram_override boolean NOT NULL,
        delivery_destination text NOT NULL CHECK (delivery_destination IN ('leads_only', 'leads_plus_webhook')),
        webhook_url text,
        csv_email_recipients jsonb,
        is_active boolean NOT NULL,
        is_archived boolean NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX streams_user ON "streams".streams (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE "streams".stream_pairs (
        id serial PRIMARY KEY,
        stream_id integer NOT NULL REFERENCES "streams".streams (id),
        account_id integer NOT NULL,
        segment_id integer NOT NULL,
        segment_name text,
        segment_description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stream_pairs_pair_key UNIQUE (stream_id, account_id, segment_id)
      )`);
    await q.query(`CREATE INDEX stream_pairs_account ON "streams".stream_pairs (account_id)`);
    // Read model of accounts-billing's tracked accounts, kept from accounts_billing.account.* events.
    await q.query(`
      CREATE TABLE "streams".tracked_accounts (
        id integer PRIMARY KEY,
        user_id integer NOT NULL,
        handle text NOT NULL,
        profile_image_url text NOT NULL,
        tier text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "streams".tracked_accounts, "streams".stream_pairs, "streams".streams`);
  }
}
