import type { MigrationInterface, QueryRunner } from "typeorm";

export class Credits1766000000000 implements MigrationInterface {
  name = "Credits1766000000000";

  async up(q: QueryRunner): Promise<void> {
    // The ledger explains every change of a team's balance: kind, what it paid for, the balance after.
    // Rows from before are operator grants; the balance after each is the team's running sum.
    await q.query(`ALTER TABLE "accounts_billing".credit_ledger RENAME COLUMN reason TO description`);
    await q.query(`
      ALTER TABLE "accounts_billing".credit_ledger
        ADD COLUMN kind text,
        ADD COLUMN balance_after integer,
        ADD COLUMN reservation_id uuid,
        ADD COLUMN lead_id integer,
        ADD COLUMN lookup_id integer,
        ADD COLUMN topup_id uuid`);
    await q.query(`
      UPDATE "accounts_billing".credit_ledger l
         SET kind = CASE WHEN l.amount > 0 THEN 'grant' ELSE 'charge' END, balance_after = r.running
        FROM (SELECT id, sum(amount) OVER (PARTITION BY team_id ORDER BY id) AS running FROM "accounts_billing".credit_ledger) r
       WHERE r.id = l.id`);
    await q.query(`
      ALTER TABLE "accounts_billing".credit_ledger
        ALTER COLUMN kind SET NOT NULL,
        ALTER COLUMN balance_after SET NOT NULL,
        ADD CONSTRAINT credit_ledger_kind CHECK (kind IN ('grant', 'charge', 'refund', 'topup')),
        ADD CONSTRAINT credit_ledger_sign CHECK ((kind = 'charge') = (amount < 0)),
        ADD CONSTRAINT credit_ledger_balance_after CHECK (balance_after >= 0),
        ADD CONSTRAINT credit_ledger_reservation UNIQUE (reservation_id, kind),
        ADD CONSTRAINT credit_ledger_topup UNIQUE (topup_id)`);
    await q.query(`DROP INDEX "accounts_billing".credit_ledger_team`);
    await q.query(`CREATE INDEX credit_ledger_team ON "accounts_billing".credit_ledger (team_id, id)`);

    // One row per team: what reserve updates conditionally, and what settles, refunds, grants and
    // top-ups move together with the ledger row they append, so the ledger sums to `balance`.
    await q.query(`
      CREATE TABLE "accounts_billing".credit_accounts (
        team_id integer PRIMARY KEY,
        balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
        reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= balance),
        low_balance_threshold integer NOT NULL CHECK (low_balance_threshold BETWEEN 0 AND 1000000),
        auto_topup_enabled boolean NOT NULL DEFAULT false,
        auto_topup_user_id integer,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT auto_topup_enabled OR auto_topup_user_id IS NOT NULL)
      )`);
    await q.query(`
      INSERT INTO "accounts_billing".credit_accounts (team_id, balance, low_balance_threshold)
      SELECT team_id, sum(amount), 10 FROM "accounts_billing".credit_ledger GROUP BY team_id`);

    await q.query(`
      CREATE TABLE "accounts_billing".credit_reservations (
        id uuid PRIMARY KEY,
        team_id integer NOT NULL,
        user_id integer NOT NULL,
        amount integer NOT NULL CHECK (amount BETWEEN 1 AND 1000),
        state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'settled', 'released', 'refunded')),
        charged integer NOT NULL DEFAULT 0 CHECK (charged BETWEEN 0 AND amount),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX credit_reservations_expiry ON "accounts_billing".credit_reservations (expires_at) WHERE state = 'held'`);

    // A pack bought when a team's balance crossed under its threshold: recorded in the transaction
    // that crossed, charged after it commits (the id is the provider's idempotency key).
    await q.query(`
      CREATE TABLE "accounts_billing".credit_topups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        user_id integer NOT NULL,
        credits integer NOT NULL CHECK (credits > 0),
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
        provider_ref text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempted_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX credit_topups_one_pending ON "accounts_billing".credit_topups (team_id) WHERE state = 'pending'`);
    await q.query(`CREATE INDEX credit_topups_pending ON "accounts_billing".credit_topups (attempted_at) WHERE state = 'pending'`);

    // The local billing provider's one-off charges.
    await q.query(`
      CREATE TABLE "accounts_billing".local_credit_charges (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL,
        credits integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "accounts_billing".local_credit_charges, "accounts_billing".credit_topups, "accounts_billing".credit_reservations, "accounts_billing".credit_accounts`);
    await q.query(`DROP INDEX "accounts_billing".credit_ledger_team`);
    await q.query(`CREATE INDEX credit_ledger_team ON "accounts_billing".credit_ledger (team_id)`);
    await q.query(`
      ALTER TABLE "accounts_billing".credit_ledger
        DROP CONSTRAINT credit_ledger_kind, DROP CONSTRAINT credit_ledger_sign, DROP CONSTRAINT credit_ledger_balance_after,
        DROP CONSTRAINT credit_ledger_reservation, DROP CONSTRAINT credit_ledger_topup,
        DROP COLUMN kind, DROP COLUMN balance_after, DROP COLUMN reservation_id, DROP COLUMN lead_id, DROP COLUMN lookup_id, DROP COLUMN topup_id`);
    await q.query(`ALTER TABLE "accounts_billing".credit_ledger RENAME COLUMN description TO reason`);
  }
}
