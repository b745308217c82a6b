import type { MigrationInterface, QueryRunner } from "typeorm";

export class FollowerSyncRunTotals1767000000000 implements MigrationInterface {
  name = "FollowerSyncRunTotals1767000000000";

  async up(q: QueryRunner): Promise<void> {
    // A sync's run totals (new followers, new likers) kept with its state instead of counted from
    // the cache on every page; rows from before get the counts once.
    await q.query(`
      ALTER TABLE "accounts_billing".follower_sync
        ADD COLUMN run_new_followers integer NOT NULL DEFAULT 0,
        ADD COLUMN run_new_likers integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE "accounts_billing".follower_sync s
         SET run_new_followers = t.new_followers, run_new_likers = t.new_likers
        FROM (SELECT p.account_id, p.first_seen_run_id,
                     count(*) FILTER (WHERE p.source_type = 'new_follower')::int AS new_followers,
                     count(*) FILTER (WHERE p.source_type = 'liker')::int AS new_likers
                FROM "accounts_billing".follower_profiles p
               GROUP BY p.account_id, p.first_seen_run_id) t
       WHERE t.account_id = s.account_id AND t.first_seen_run_id = s.run_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts_billing".follower_sync DROP COLUMN run_new_followers, DROP COLUMN run_new_likers`);
  }
}
