import type { MigrationInterface, QueryRunner } from "typeorm";

/** When a subscription was (re-)enabled: batches that failed before then do not count towards disabling it again. */
export class SubscriptionEnabledAt1769000000000 implements MigrationInterface {
  name = "SubscriptionEnabledAt1769000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".subscriptions ADD COLUMN enabled_at timestamptz(3) NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications".subscriptions DROP COLUMN enabled_at`);
  }
}
