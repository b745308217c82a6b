import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Webhook subscriptions, each user's own signing secret, and delivery batches with their attempts.
 *
 * - subscriptions_user_url_key makes subscribing idempotent, also under concurrent calls (upsert).
 * - Secrets are stored as sent: signing needs them (a hash would not do).
 * - A delivery row is a batch of at most 50 leads with its body, queued in the transaction that
 *   records the consumed event; the dispatcher claims due rows (status pending, or sending with an
 *   expired lease after a crash) with FOR UPDATE SKIP LOCKED. dedupe_key keeps feedback deliveries
 *   to one per lead per subscription. Unsubscribing deletes the subscription's batches.
 */
export class Webhooks1766000000000 implements MigrationInterface {
  name = "Webhooks1766000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "notifications".subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        target_url text NOT NULL,
        filter jsonb NOT NULL DEFAULT '{}',
        secret text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        disabled_reason text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX subscriptions_user_url_key ON "notifications".subscriptions (user_id, md5(target_url))`);
    await q.query(`
      CREATE TABLE "notifications".user_secrets (
        user_id integer PRIMARY KEY,
        secret text NOT NULL,
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "notifications".deliveries (
        id serial PRIMARY KEY,
        webhook_id text NOT NULL UNIQUE,
        user_id integer NOT NULL,
        subscription_id integer REFERENCES "notifications".subscriptions (id) ON DELETE CASCADE,
        stream_id integer,
        run_id integer,
        dedupe_key text UNIQUE,
        target_url text NOT NULL,
        body text NOT NULL,
        lead_count integer NOT NULL,
        trace jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3) DEFAULT now(),
        lease_until timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX deliveries_due ON "notifications".deliveries (next_attempt_at) WHERE status IN ('pending', 'sending')`);
    await q.query(`CREATE INDEX deliveries_user ON "notifications".deliveries (user_id, id DESC)`);
    await q.query(`CREATE INDEX deliveries_subscription ON "notifications".deliveries (subscription_id, updated_at DESC) WHERE status IN ('delivered', 'failed')`);
    await q.query(`
      CREATE TABLE "notifications".delivery_attempts (
        id serial PRIMARY KEY,
        delivery_id integer NOT NULL REFERENCES "notifications".deliveries (id) ON DELETE CASCADE,
        attempted_at timestamptz(3) NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text
      )`);
    await q.query(`CREATE INDEX delivery_attempts_delivery ON "notifications".delivery_attempts (delivery_id)`);
    await q.query(`CREATE INDEX delivery_attempts_time ON "notifications".delivery_attempts (attempted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notifications".delivery_attempts, "notifications".deliveries, "notifications".user_secrets, "notifications".subscriptions`);
  }
}
