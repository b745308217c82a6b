import type { MigrationInterface, QueryRunner } from "typeorm";

const tier = (column: string) => `text CHECK (${column} IN ('starter', 'growth', 'pro'))`;

export class AccountsBillingTables1764000000000 implements MigrationInterface {
  name = "AccountsBillingTables1764000000000";

  async up(q: QueryRunner): Promise<void> {
    // Read model of identity's users, with the subscription status this context owns.
    await q.query(`
      CREATE TABLE "accounts_billing".users (
        user_id integer PRIMARY KEY,
        team_id integer NOT NULL,
        email text NOT NULL,
        signup_ip inet,
        plan text NOT NULL CHECK (plan IN ('free', 'paid')),
        subscription_status text NOT NULL
          CHECK (subscription_status IN ('free_user', 'active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_free_signup_ip ON "accounts_billing".users (signup_ip) WHERE subscription_status = 'free_user'`);
    await q.query(`
      CREATE TABLE "accounts_billing".tracked_accounts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES "accounts_billing".users (user_id),
        x_user_id text NOT NULL,
        handle text NOT NULL,
        display_name text NOT NULL,
        profile_image_url text NOT NULL,
        followers_count integer NOT NULL,
        tier ${tier("tier")} NOT NULL DEFAULT 'starter',
        pending_tier ${tier("pending_tier")},
        pending_tier_effective_at timestamptz,
        awake boolean NOT NULL DEFAULT true,
        created_by_operation text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((pending_tier IS NULL) = (pending_tier_effective_at IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX tracked_accounts_user_handle ON "accounts_billing".tracked_accounts (user_id, lower(handle))`);
    await q.query(`CREATE UNIQUE INDEX tracked_accounts_user_x_user ON "accounts_billing".tracked_accounts (user_id, x_user_id)`);
    await q.query(`CREATE INDEX tracked_accounts_operation ON "accounts_billing".tracked_accounts (user_id, created_by_operation) WHERE created_by_operation IS NOT NULL`);
    await q.query(`CREATE INDEX tracked_accounts_pending ON "accounts_billing".tracked_accounts (pending_tier_effective_at) WHERE pending_tier IS NOT NULL`);
    await q.query(`
      CREATE TABLE "accounts_billing".budget_usage (
        id bigserial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES "accounts_billing".tracked_accounts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('retest', 'sync')),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX budget_usage_account ON "accounts_billing".budget_usage (account_id, kind, at)`);
    await q.query(`
      CREATE TABLE "accounts_billing".credit_ledger (
        id bigserial PRIMARY KEY,
        team_id integer NOT NULL,
        amount integer NOT NULL CHECK (amount <> 0),
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX credit_ledger_team ON "accounts_billing".credit_ledger (team_id)`);
    // The local billing provider's subscriptions (used when no Stripe key is configured).
    await q.query(`
      CREATE TABLE "accounts_billing".local_subscriptions (
        user_id integer PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "accounts_billing".local_subscription_items (
        user_id integer NOT NULL REFERENCES "accounts_billing".local_subscriptions (user_id),
        tier ${tier("tier")} NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 0),
        PRIMARY KEY (user_id, tier)
      )`);
    // Stripe's ids for each user's customer, subscription and per-tier items, and the period it reported.
    await q.query(`
      CREATE TABLE "accounts_billing".stripe_subscriptions (
        user_id integer PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        subscription_id text UNIQUE,
        current_period_start timestamptz,
        current_period_end timestamptz
      )`);
    await q.query(`
      CREATE TABLE "accounts_billing".stripe_subscription_items (
        user_id integer NOT NULL REFERENCES "accounts_billing".stripe_subscriptions (user_id),
        tier ${tier("tier")} NOT NULL,
        item_id text NOT NULL,
        PRIMARY KEY (user_id, tier)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "accounts_billing".stripe_subscription_items, "accounts_billing".stripe_subscriptions,
      "accounts_billing".local_subscription_items, "accounts_billing".local_subscriptions, "accounts_billing".credit_ledger,
      "accounts_billing".budget_usage, "accounts_billing".tracked_accounts, "accounts_billing".users`);
  }
}
