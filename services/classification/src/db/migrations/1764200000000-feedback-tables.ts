import type { MigrationInterface, QueryRunner } from "typeorm";

export class FeedbackTables1764200000000 implements MigrationInterface {
  name = "FeedbackTables1764200000000";

  async up(q: QueryRunner): Promise<void> {
    // A copy of the leads context's feedback, kept from its LeadFeedbackRecorded events.
    await q.query(`
      CREATE TABLE "classification".feedback (
        user_id integer NOT NULL,
        segment_id integer NOT NULL,
        x_user_id text NOT NULL,
        handle text NOT NULL,
        bio text NOT NULL,
        follower_count integer NOT NULL,
        feedback text NOT NULL CHECK (feedback IN ('good', 'bad')),
        bad_reason text,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, segment_id, x_user_id)
      )`);
    await q.query(`CREATE INDEX feedback_bots ON "classification".feedback (user_id) WHERE bad_reason = 'bot'`);
    // One row per user whose version every feedback change moves on, so each replica can tell
    // that its cached feedback models of that user are out of date.
    await q.query(`
      CREATE TABLE "classification".feedback_versions (
        user_id integer PRIMARY KEY,
        version bigint NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "classification".feedback_versions, "classification".feedback`);
  }
}
