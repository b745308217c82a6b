import type { EntityManager } from "typeorm";
import type { FollowerCache } from "../app/ports.js";
import type { CachedProfile, SourceType, XFullProfile } from "../domain/profiles.js";

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

export const FOLLOWER_PROFILES = `"accounts_billing".follower_profiles`;
const TABLE = FOLLOWER_PROFILES;

export const PROFILE_COLUMNS = `x_user_id, handle, display_name, bio, followers_count, following_count, tweet_count, listed_count, x_created_at, profile_image_url, protected, verified, location, url`;

// Array literals built here rather than by the pg driver, which escapes every element in two
// passes and quotes numbers and booleans too: for the 14 arrays of a 1000-profile page that was
// 5-6 ms of the service's CPU per page, this takes about half.
const quoted = (v: string) => `"${v.includes("\\") || v.includes('"') ? v.replace(/[\\"]/g, "\\$&") : v}"`;
/** A text[] literal. */
export const textArray = (values: (string | null)[]): string => `{${values.map((v) => (v === null ? "NULL" : quoted(v))).join(",")}}`;
const integerArray = (values: number[]) => {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new TypeError(`not an integer: ${v}`);
  return `{${values.join(",")}}`;
};
const booleanArray = (values: boolean[]) => `{${values.map((v) => (v ? "t" : "f")).join(",")}}`;
const timestampArray = (values: (Date | null)[]) => `{${values.map((v) => (v === null ? "NULL" : v.toISOString())).join(",")}}`;

/**
 * The profiles as one array per column, for `unnestProfiles`: PostgreSQL reads arrays of plain
 * values faster than it builds a jsonb document of the same rows.
 */
export const profileArrays = (profiles: XFullProfile[]): string[] => {
  const column = <T>(value: (p: XFullProfile) => T) => profiles.map(value);
  return [
    textArray(column((p) => p.xUserId)),
    textArray(column((p) => p.handle)),
    textArray(column((p) => p.displayName)),
    textArray(column((p) => p.bio)),
    integerArray(column((p) => p.followersCount)),
    integerArray(column((p) => p.followingCount)),
    integerArray(column((p) => p.tweetCount)),
    integerArray(column((p) => p.listedCount)),
    timestampArray(column((p) => p.createdAt)),
    textArray(column((p) => p.profileImageUrl)),
    booleanArray(column((p) => p.protected)),
    booleanArray(column((p) => p.verified)),
    textArray(column((p) => p.location)),
    textArray(column((p) => p.url)),
  ];
};

/** The rows of `profileArrays` passed from parameter $`first` on, in PROFILE_COLUMNS' order and the profiles' order. */
export const unnestProfiles = (first: number): string => {
  const types = ["text", "text", "text", "text", "integer", "integer", "integer", "integer", "timestamptz", "text", "boolean", "boolean", "text", "text"];
  return `unnest(${types.map((type, i) => `$${first + i}::${type}[]`).join(", ")})`;
};

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
      // One probe of the (account_id, x_user_id) key per id. Without fresh statistics (see list)
      // the planner took `x_user_id = ANY(...)` for a filter over a scan of the account's whole
      // cache, which grows with every page of a big sync.
      const rows = (await em.query(
        `SELECT u.x_user_id FROM unnest($2::text[]) AS u(x_user_id)
           CROSS JOIN LATERAL (SELECT FROM ${TABLE} p WHERE p.account_id = $1 AND p.x_user_id = u.x_user_id LIMIT 1) AS cached`,
        [accountId, textArray(xUserIds)],
      )) as { x_user_id: string }[];
      return new Set(rows.map((r) => r.x_user_id));
    },

    async moveToRun(accountId, fromRunId, toRunId) {
      await em.query(`UPDATE ${TABLE} SET first_seen_run_id = $3 WHERE account_id = $1 AND first_seen_run_id = $2`, [accountId, fromRunId, toRunId]);
    },

    async list(accountId, runId, afterId, limit) {
      const ofRun = runId === null ? "" : "AND first_seen_run_id = $4";
      const select = (on: EntityManager) =>
        on.query(`SELECT id, source_type, ${PROFILE_COLUMNS} FROM ${TABLE} WHERE account_id = $1 AND id > $2 ${ofRun} ORDER BY id LIMIT $3`, [
          accountId,
          afterId,
          limit,
          ...(runId === null ? [] : [runId]),
        ]) as Promise<ProfileRow[]>;
      // A sync adds profiles faster than statistics follow (and a new account has none), so the
      // planner expects a handful of rows past the cursor and picks a bitmap scan that reads and
      // sorts every one of them (all 50 000 of a big sync, for each page). Walking the index in id
      // order reads one page's worth whatever the estimate.
      if (em.queryRunner?.isTransactionActive) return (await select(em)).map(toCachedProfile);
      const rows = await em.transaction(async (tx) => {
        await tx.query("SET LOCAL enable_bitmapscan = off");
        return select(tx);
      });
      return rows.map(toCachedProfile);
    },
  };
}
