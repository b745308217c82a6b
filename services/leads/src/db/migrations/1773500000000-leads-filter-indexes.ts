import type { MigrationInterface, QueryRunner } from "typeorm";

/** The dimensions a lead list can be narrowed to, each with its key column and the filter columns it INCLUDEs. */
const DIMENSIONS = [
  { name: "user", key: [], include: ["stream_id", "segment_id", "tracked_account_id", "match_confidence"] },
  { name: "stream", key: ["stream_id"], include: ["segment_id", "tracked_account_id", "match_confidence"] },
  { name: "account", key: ["tracked_account_id"], include: ["stream_id", "segment_id", "match_confidence"] },
  { name: "segment", key: ["segment_id"], include: ["stream_id", "tracked_account_id", "match_confidence"] },
];

const LIFECYCLES = [
  { name: "new", predicate: "exported_at IS NULL" },
  { name: "exported", predicate: "exported_at IS NOT NULL" },
];

/**
 * Lead lists and counts at a million leads, whatever the filter (issue 12): an index per
 * (dimension, lifecycle), replacing leads_stream_recent, leads_stream_recent_new and
 * leads_user_recent.
 *
 * - Every key starts with user_id, then the dimension's column (none, stream, tracked account or
 *   segment), then discovered_at desc, id desc: a page is read in order from the narrowest range
 *   the filter names, `since` and the cursor bound it on the key, and the other filters are
 *   checked on INCLUDEd columns (index-only). Before, a filter on an account or segment walked
 *   all of the user's leads in order, and one that matched none (an account without leads yet)
 *   all 100 000 of a large user's; an id of another user's stream walked that whole stream.
 * - Each index is partial on the lifecycle, literally exported_at IS NULL or IS NOT NULL (the
 *   queries spell the same predicate, so the planner can prove it): a list of new or exported
 *   leads and its counts never step over the others, and a user who exported few leads finds
 *   them at once. A list of both reads the two indexes in order and merges them (lead-queries).
 *   Every lead is in four of the eight, so inserting one writes about as many index entries as
 *   the three indexes did (they held exported_at and user_id besides).
 */
export class LeadsFilterIndexes1773500000000 implements MigrationInterface {
  name = "LeadsFilterIndexes1773500000000";

  async up(q: QueryRunner): Promise<void> {
    for (const d of DIMENSIONS) {
      for (const l of LIFECYCLES) {
        const key = ["user_id", ...d.key, "discovered_at DESC", "id DESC"].join(", ");
        await q.query(`CREATE INDEX leads_${d.name}_${l.name} ON "leads".leads (${key}) INCLUDE (${d.include.join(", ")}) WHERE ${l.predicate}`);
      }
    }
    await q.query(`DROP INDEX "leads".leads_stream_recent, "leads".leads_stream_recent_new, "leads".leads_user_recent`);
  }

  async down(q: QueryRunner): Promise<void> {
    const filterColumns = "user_id, segment_id, tracked_account_id, match_confidence";
    await q.query(`CREATE INDEX leads_stream_recent ON "leads".leads (stream_id, discovered_at DESC, id DESC) INCLUDE (${filterColumns}, exported_at)`);
    await q.query(`CREATE INDEX leads_stream_recent_new ON "leads".leads (stream_id, discovered_at DESC, id DESC) INCLUDE (${filterColumns}) WHERE exported_at IS NULL`);
    await q.query(`CREATE INDEX leads_user_recent ON "leads".leads (user_id, discovered_at DESC, id DESC) INCLUDE (stream_id, segment_id, tracked_account_id, match_confidence, exported_at)`);
    for (const d of DIMENSIONS) for (const l of LIFECYCLES) await q.query(`DROP INDEX "leads".leads_${d.name}_${l.name}`);
  }
}
