import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Indexes, sized for a million leads per user (about 50 000 per stream):
 *
 * - Lists read a page of ids from a covering index (index-only scan: the filter columns are
 *   INCLUDEd), then fetch only those rows by primary key. An offset of 10 000, or a selective
 *   filter, then walks index entries rather than heap rows; exact counts are index-only too.
 * - leads_stream_recent serves everything per stream: the listing (ordered by discovered_at desc,
 *   id desc, `since` as a range on the key), its exact total and the confidence counts, and
 *   GET /leads when filtered by stream.
 * - leads_stream_recent_new is the same index for lifecycle "new" (the default), partial on
 *   exported_at IS NULL: as users export, it stays the size of their unexported leads, and the
 *   default listing and its counts never step over exported ones. (The queries spell the
 *   predicate out literally, so the planner can prove it.)
 * - leads_user_recent serves GET /leads: keyset pages by (discovered_at, id) < (cursor) read
 *   straight off the index in order, with the other filters checked on the index entries.
 * - leads_once_per_stream_segment_profile is the rule "a profile becomes a lead once per
 *   (stream, segment, profile)", and what RecordLeads' ON CONFLICT relies on.
 * - Export and feedback find a lead by its primary key and check its owner.
 *
 * discovered_at and exported_at keep milliseconds, the precision of the API's timestamps, so a
 * cursor carries a lead's exact sort key.
 */
export class LeadsTables1764000000000 implements MigrationInterface {
  name = "LeadsTables1764000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "leads".leads (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        stream_id integer NOT NULL,
        stream_name text NOT NULL,
        tracked_account_id integer NOT NULL,
        tracked_account_handle text NOT NULL,
        segment_id integer NOT NULL,
        run_id integer NOT NULL,
        x_user_id text NOT NULL,
        handle text NOT NULL,
        display_name text NOT NULL,
        profile_image_url text NOT NULL,
        follower_count integer NOT NULL CHECK (follower_count >= 0),
        bio text NOT NULL,
        match_confidence text NOT NULL CHECK (match_confidence IN ('high', 'medium')),
        source_type text NOT NULL CHECK (source_type IN ('new_follower', 'liker')),
        match_reasons jsonb NOT NULL DEFAULT '[]',
        discovered_at timestamptz(3) NOT NULL DEFAULT now(),
        exported_at timestamptz(3),
        CONSTRAINT leads_once_per_stream_segment_profile UNIQUE (stream_id, segment_id, x_user_id)
      )`);
    const filterColumns = "user_id, segment_id, tracked_account_id, match_confidence";
    await q.query(`CREATE INDEX leads_stream_recent ON "leads".leads (stream_id, discovered_at DESC, id DESC) INCLUDE (${filterColumns}, exported_at)`);
    await q.query(`CREATE INDEX leads_stream_recent_new ON "leads".leads (stream_id, discovered_at DESC, id DESC) INCLUDE (${filterColumns}) WHERE exported_at IS NULL`);
    await q.query(`CREATE INDEX leads_user_recent ON "leads".leads (user_id, discovered_at DESC, id DESC) INCLUDE (stream_id, segment_id, tracked_account_id, match_confidence, exported_at)`);
    await q.query(`
      CREATE TABLE "leads".lead_feedback (
        lead_id integer NOT NULL REFERENCES "leads".leads (id) ON DELETE CASCADE,
        segment_id integer NOT NULL,
        user_id integer NOT NULL,
        feedback text NOT NULL CHECK (feedback IN ('good', 'bad')),
        bad_reason text CHECK (bad_reason IN ('bot', 'wrong_gender', 'wrong_job', 'wrong_skill', 'wrong_personality', 'other')),
        bad_reason_freeform text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (lead_id, segment_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "leads".lead_feedback, "leads".leads`);
  }
}
