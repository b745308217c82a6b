import type { EntityManager } from "typeorm";
import type { FollowerCache } from "../app/ports.js";
import type { CachedProfile, SourceType } from "../domain/profiles.js";

interface ProfileRow {
  id: string;
  x_user_id: string;
  handle: string;
  display_name: string;
  bio: string;
  followers_count: number;
  following_count: number;
  tweet_count: number;
  listed_count: number;
  x_created_at: Date | null;
  profile_image_url: string;
  protected: boolean;
  verified: boolean;
  location: string;
  url: string;
  source_type: SourceType;
}

const TABLE = `"accounts_billing".follower_profiles`;

const PROFILE_COLUMNS = `x_user_id, handle, display_name, bio, followers_count, following_count, tweet_count, listed_count, x_created_at, profile_image_url, protected, verified, location, url`;

const toCachedProfile = (row: ProfileRow): CachedProfile => ({
  id: Number(row.id),
  xUserId: row.x_user_id,
  handle: row.handle,
  displayName: row.display_name,
  bio: row.bio,
  followersCount: row.followers_count,
  followingCount: row.following_count,
  tweetCount: row.tweet_count,
  listedCount: row.listed_count,
  createdAt: row.x_created_at,
  profileImageUrl: row.profile_image_url,
  protected: row.protected,
  verified: row.verified,
  location: row.location,
  url: row.url,
  sourceType: row.source_type,
});

export function followerCache(em: EntityManager): FollowerCache {
  return {
    async cachedIds(accountId, xUserIds) {
      const rows = (await em.query(`SELECT x_user_id FROM ${TABLE} WHERE account_id = $1 AND x_user_id = ANY($2::text[])`, [accountId, xUserIds])) as { x_user_id: string }[];
      return new Set(rows.map((r) => r.x_user_id));
    },

    async add(accountId, runId, sourceType, profiles) {
      if (profiles.length === 0) return 0;
      const records = profiles.map((p) => ({
        x_user_id: p.xUserId,
        handle: p.handle,
        display_name: p.displayName,
        bio: p.bio,
        followers_count: p.followersCount,
        following_count: p.followingCount,
        tweet_count: p.tweetCount,
        listed_count: p.listedCount,
        x_created_at: p.createdAt,
        profile_image_url: p.profileImageUrl,
        protected: p.protected,
        verified: p.verified,
        location: p.location,
        url: p.url,
      }));
      const inserted = (await em.query(
        `INSERT INTO ${TABLE} (account_id, first_seen_run_id, source_type, ${PROFILE_COLUMNS})
         SELECT $1, $2, $3, ${PROFILE_COLUMNS}
           FROM jsonb_to_recordset($4::jsonb) AS p(x_user_id text, handle text, display_name text, bio text, followers_count integer,
                following_count integer, tweet_count integer, listed_count integer, x_created_at timestamptz, profile_image_url text,
                protected boolean, verified boolean, location text, url text)
         ON CONFLICT (account_id, x_user_id) DO NOTHING RETURNING 1`,
        [accountId, runId, sourceType, JSON.stringify(records)],
      )) as unknown[];
      return inserted.length;
    },

    async moveToRun(accountId, fromRunId, toRunId) {
      await em.query(`UPDATE ${TABLE} SET first_seen_run_id = $3 WHERE account_id = $1 AND first_seen_run_id = $2`, [accountId, fromRunId, toRunId]);
    },

    async runTotals(accountId, runId) {
      const [row] = (await em.query(
        `SELECT count(*) FILTER (WHERE source_type = 'new_follower')::int AS new_followers, count(*) FILTER (WHERE source_type = 'liker')::int AS new_likers
           FROM ${TABLE} WHERE account_id = $1 AND first_seen_run_id = $2`,
        [accountId, runId],
      )) as { new_followers: number; new_likers: number }[];
      return { newFollowers: row.new_followers, newLikers: row.new_likers };
    },

    async list(accountId, runId, afterId, limit) {
      const ofRun = runId === null ? "" : "AND first_seen_run_id = $4";
      const rows = (await em.query(
        `SELECT id, source_type, ${PROFILE_COLUMNS} FROM ${TABLE} WHERE account_id = $1 AND id > $2 ${ofRun} ORDER BY id LIMIT $3`,
        [accountId, afterId, limit, ...(runId === null ? [] : [runId])],
      )) as ProfileRow[];
      return rows.map(toCachedProfile);
    },
  };
}
