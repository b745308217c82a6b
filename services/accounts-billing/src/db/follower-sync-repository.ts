import type { EntityManager } from "typeorm";
import { CachedRunFound, type FollowerSyncRepository } from "../app/ports.js";
import { addToRunTotals, type FollowerSyncState, type SyncPhase } from "../domain/follower-sync.js";
import { ACCOUNT_COLUMNS, toAccount, type AccountRow } from "./account-repository.js";
import { FOLLOWER_PROFILES, PROFILE_COLUMNS, profileArrays, unnestProfiles } from "./follower-cache.js";
import { changedRows } from "./rows.js";

interface SyncRow {
  run_id: number;
  phase: SyncPhase;
  last_seen_follower_id: string | null;
  cursor: string | null;
  newest_id_this_sync: string | null;
  pages_fetched: number;
  followers_fetched: number;
  liker_post_ids: string[] | null;
  liker_post_index: number;
  run_new_followers: number;
  run_new_likers: number;
  version: number;
}

const TABLE = `"accounts_billing".follower_sync`;
const ACCOUNTS = `"accounts_billing".tracked_accounts`;
const SYNC_COLUMNS = `run_id, phase, last_seen_follower_id, cursor, newest_id_this_sync, pages_fetched, followers_fetched, liker_post_ids, liker_post_index, run_new_followers, run_new_likers, version`;
const prefixed = (table: string, columns: string) => columns.split(", ").map((c) => `${table}.${c}`).join(", ");

/**
 * Saves a step of a sync and caches its profiles in one statement, one round trip. `locked` takes
 * the sync's row if it is still at the version read ($2; a concurrent save makes it skip the row),
 * and gates the rest: with the row held, no other sync adds to the account's cache (only a sync
 * does), so the highest id in the statement's snapshot (`last`) is the last one cached before this
 * page's. The sub-statements see that snapshot, not each other's rows; `saved` counts `ins` for
 * the run totals ($13 + $14 x added followers, $15 + $16 x added likers), kept with the state
 * rather than counted from the cache, which would read every profile of the run on every page.
 *
 * `refusingCachedRuns` adds the check of a step made as if none of its followers were cached: a
 * profile was cached before iff `ins` did not add it (the row lock keeps other syncs out), and a
 * run of $17 or more of them in the page's order fails the statement, undoing all of it, with
 * SQLSTATE REFUSED_PAGE_STATE (raised by refuse_follower_page; savePage throws CachedRunFound).
 */
const savePageSql = (refusingCachedRuns: boolean) => {
  const profiles = refusingCachedRuns ? 18 : 17; // the first of profileArrays' parameters
  const refusal = `
  , cached AS (SELECT u.ord FROM unnest($${profiles}::text[]) WITH ORDINALITY AS u(x_user_id, ord) WHERE NOT EXISTS (SELECT FROM ins WHERE ins.x_user_id = u.x_user_id))
  , runs AS (SELECT count(*) AS length FROM (SELECT ord - row_number() OVER (ORDER BY ord) AS run FROM cached) c GROUP BY run)`;
  return `
  WITH locked AS (SELECT account_id FROM ${TABLE} WHERE account_id = $1 AND version = $2 FOR UPDATE),
  last AS (SELECT id FROM ${FOLLOWER_PROFILES} WHERE account_id = $1 ORDER BY id DESC LIMIT 1),
  ins AS (
    INSERT INTO ${FOLLOWER_PROFILES} (account_id, first_seen_run_id, source_type, ${PROFILE_COLUMNS})
    SELECT $1, $3, $4, p.* FROM ${unnestProfiles(profiles)} AS p
     WHERE EXISTS (SELECT FROM locked)
    ON CONFLICT (account_id, x_user_id) DO NOTHING RETURNING id, x_user_id),
  added AS (SELECT count(*)::int AS n, array_agg(id ORDER BY id) AS ids, array_agg(x_user_id ORDER BY id) AS x_user_ids FROM ins),
  saved AS (
    UPDATE ${TABLE} SET run_id = $3, phase = $5, last_seen_follower_id = $6, cursor = $7, newest_id_this_sync = $8, pages_fetched = $9,
           followers_fetched = $10, liker_post_ids = $11, liker_post_index = $12,
           run_new_followers = $13 + $14 * (SELECT n FROM added), run_new_likers = $15 + $16 * (SELECT n FROM added),
           version = version + 1, updated_at = now()
     WHERE account_id = $1 AND version = $2 AND EXISTS (SELECT FROM locked)
    RETURNING 1)${refusingCachedRuns ? refusal : ""}
  SELECT COALESCE((SELECT id FROM last), 0) AS last_id, COALESCE(added.ids, '{}') AS ids, COALESCE(added.x_user_ids, '{}') AS x_user_ids${
    refusingCachedRuns ? `,
         CASE WHEN (SELECT max(length) FROM runs) >= $17 THEN "accounts_billing".refuse_follower_page('${CACHED_RUN_FOUND}') END AS refused` : ""
  }
    FROM saved, added`;
};

const CACHED_RUN_FOUND = "a run of followers cached before";
/** refuse_follower_page's SQLSTATE (migration 1774100000000). */
const REFUSED_PAGE_STATE = "LS001";
const SAVE_PAGE = savePageSql(false);
const SAVE_PAGE_REFUSING_CACHED_RUNS = savePageSql(true);

const toState = (row: SyncRow): FollowerSyncState => ({
  runId: row.run_id,
  phase: row.phase,
  lastSeenFollowerId: row.last_seen_follower_id,
  cursor: row.cursor,
  newestIdThisSync: row.newest_id_this_sync,
  pagesFetched: row.pages_fetched,
  followersFetched: row.followers_fetched,
  likerPostIds: row.liker_post_ids,
  likerPostIndex: row.liker_post_index,
  runTotals: { newFollowers: row.run_new_followers, newLikers: row.run_new_likers },
});

const stateParams = (s: FollowerSyncState) => [
  s.runId,
  s.phase,
  s.lastSeenFollowerId,
  s.cursor,
  s.newestIdThisSync,
  s.pagesFetched,
  s.followersFetched,
  s.likerPostIds,
  s.likerPostIndex,
  s.runTotals.newFollowers,
  s.runTotals.newLikers,
];

export function followerSyncRepository(em: EntityManager): FollowerSyncRepository {
  return {
    async findWithAccount(userId, accountId) {
      const rows = (await em.query(
        `SELECT ${prefixed("a", ACCOUNT_COLUMNS)}, ${prefixed("s", SYNC_COLUMNS)}
           FROM ${ACCOUNTS} a LEFT JOIN ${TABLE} s ON s.account_id = a.id
          WHERE a.user_id = $1 AND a.id = $2`,
        [userId, accountId],
      )) as (AccountRow & SyncRow)[];
      if (rows.length === 0) return null;
      const [row] = rows;
      // version is NOT NULL: null here means the account has no sync row.
      return { account: toAccount(row), stored: row.version === null ? null : { state: toState(row), version: row.version } };
    },

    async save(accountId, state, version) {
      if (version === 0) {
        const inserted = (await em.query(
          `INSERT INTO ${TABLE} (run_id, phase, last_seen_follower_id, cursor, newest_id_this_sync, pages_fetched, followers_fetched, liker_post_ids, liker_post_index,
                                 run_new_followers, run_new_likers, account_id, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1) ON CONFLICT (account_id) DO NOTHING RETURNING 1`,
          [...stateParams(state), accountId],
        )) as unknown[];
        return inserted.length > 0;
      }
      const updated = await changedRows(
        em,
        `UPDATE ${TABLE} SET run_id = $1, phase = $2, last_seen_follower_id = $3, cursor = $4, newest_id_this_sync = $5, pages_fetched = $6,
                followers_fetched = $7, liker_post_ids = $8, liker_post_index = $9, run_new_followers = $10, run_new_likers = $11,
                version = version + 1, updated_at = now()
          WHERE account_id = $12 AND version = $13 RETURNING 1`,
        [...stateParams(state), accountId, version],
      );
      return updated.length > 0;
    },

    async savePage(accountId, version, { state, sourceType, profiles, refuseCachedRun }) {
      // The run totals are linear in the profiles added: addToRunTotals with none, plus this much per profile.
      const base = addToRunTotals(state.runTotals, sourceType, 0);
      const perProfile = addToRunTotals({ newFollowers: 0, newLikers: 0 }, sourceType, 1);
      const params = [
        accountId,
        version,
        state.runId,
        sourceType,
        ...stateParams(state).slice(1, 9), // phase ... liker_post_index ($5 - $12)
        base.newFollowers,
        perProfile.newFollowers,
        base.newLikers,
        perProfile.newLikers,
        ...(refuseCachedRun === undefined ? [] : [refuseCachedRun]),
        ...profileArrays(profiles),
      ];
      let rows: { last_id: string; ids: string[]; x_user_ids: string[] }[];
      try {
        rows = await em.query(refuseCachedRun === undefined ? SAVE_PAGE : SAVE_PAGE_REFUSING_CACHED_RUNS, params);
      } catch (err) {
        if (refuseCachedRun !== undefined && sqlState(err) === REFUSED_PAGE_STATE) throw new CachedRunFound();
        throw err;
      }
      const [row] = rows;
      if (!row) return null;
      const added = row.ids.map((id, i) => ({ id: Number(id), xUserId: row.x_user_ids[i] }));
      return { lastId: Number(row.last_id), added, runTotals: addToRunTotals(state.runTotals, sourceType, added.length) };
    },
  };
}

const sqlState = (err: unknown): string | undefined => (err as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (err as { code?: string }).code;
