import type { MigrationInterface, QueryRunner } from "typeorm";

export class FollowerSyncAndReservations1765000000000 implements MigrationInterface {
  name = "FollowerSyncAndReservations1765000000000";

  async up(q: QueryRunner): Promise<void> {
    // A run's reservation of one unit of budget; rows from before reservations have no run.
    await q.query(`ALTER TABLE "accounts_billing".budget_usage ADD COLUMN run_id integer UNIQUE`);
    await q.query(`
      CREATE TABLE "accounts_billing".follower_profiles (
        id bigserial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES "accounts_billing".tracked_accounts (id) ON DELETE CASCADE,
        x_user_id text NOT NULL,
        handle text NOT NULL,
        display_name text NOT NULL,
        bio text NOT NULL,
        followers_count integer NOT NULL,
        following_count integer NOT NULL,
        tweet_count integer NOT NULL,
        listed_count integer NOT NULL,
        x_created_at timestamptz,
        profile_image_url text NOT NULL,
        protected boolean NOT NULL,
        verified boolean NOT NULL,
        location text NOT NULL,
        url text NOT NULL,
        source_type text NOT NULL CHECK (source_type IN ('new_follower', 'liker')),
        first_seen_run_id integer NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (account_id, x_user_id)
      )`);
    await q.query(`CREATE INDEX follower_profiles_account ON "accounts_billing".follower_profiles (account_id, id)`);
    await q.query(`CREATE INDEX follower_profiles_run ON "accounts_billing".follower_profiles (account_id, first_seen_run_id, id)`);
    // One row per account: the sync in progress, or the last completed one (phase 'done').
    await q.query(`
      CREATE TABLE "accounts_billing".follower_sync (
        account_id integer PRIMARY KEY REFERENCES "accounts_billing".tracked_accounts (id) ON DELETE CASCADE,
        run_id integer NOT NULL,
        phase text NOT NULL CHECK (phase IN ('followers', 'likers', 'done')),
        last_seen_follower_id text,
        cursor text,
        newest_id_this_sync text,
        pages_fetched integer NOT NULL,
        followers_fetched integer NOT NULL,
        liker_post_ids text[],
        liker_post_index integer NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "accounts_billing".follower_sync, "accounts_billing".follower_profiles`);
    await q.query(`ALTER TABLE "accounts_billing".budget_usage DROP COLUMN run_id`);
  }
}
