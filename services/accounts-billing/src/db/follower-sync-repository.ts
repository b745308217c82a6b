import type { EntityManager } from "typeorm";
import type { FollowerSyncRepository } from "../app/ports.js";
import type { FollowerSyncState, SyncPhase } from "../domain/follower-sync.js";
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
    async find(accountId) {
      const rows = (await em.query(`SELECT * FROM ${TABLE} WHERE account_id = $1`, [accountId])) as SyncRow[];
      return rows.length > 0 ? { state: toState(rows[0]), version: rows[0].version } : null;
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

    async saveRunTotals(accountId, totals) {
      await em.query(`UPDATE ${TABLE} SET run_new_followers = $2, run_new_likers = $3 WHERE account_id = $1`, [accountId, totals.newFollowers, totals.newLikers]);
    },
  };
}
