import type { MigrationInterface, QueryRunner } from "typeorm";

export class Runs1765000000000 implements MigrationInterface {
  name = "Runs1765000000000";

  async up(q: QueryRunner): Promise<void> {
    // stream_pair_id has no foreign key: a removed pair's row is deleted, its runs stay.
    await q.query(`
      CREATE TABLE "streams".runs (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        stream_id integer NOT NULL REFERENCES "streams".streams (id),
        stream_name text NOT NULL,
        stream_pair_id integer NOT NULL,
        account_id integer NOT NULL,
        x_handle text NOT NULL,
        segment_id integer NOT NULL,
        segment_name text,
        source text NOT NULL CHECK (source IN ('cron', 'manual')),
        mode text NOT NULL CHECK (mode IN ('sync-then-search', 'search-only')),
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        slot_at timestamptz CHECK ((slot_at IS NOT NULL) = (source = 'cron')),
        triggered_at timestamptz NOT NULL,
        started_at timestamptz,
        completed_at timestamptz,
        last_progress_at timestamptz NOT NULL,
        new_followers_count integer NOT NULL DEFAULT 0,
        candidates_passed_count integer NOT NULL DEFAULT 0,
        medium_fit_count integer NOT NULL DEFAULT 0,
        enriched_count integer NOT NULL DEFAULT 0,
        error_message text,
        progress_log jsonb NOT NULL DEFAULT '[]',
        -- A slot fires once, however many schedulers see it.
        CONSTRAINT runs_slot_key UNIQUE (stream_pair_id, slot_at)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX runs_one_sync_at_a_time ON "streams".runs (stream_pair_id)
        WHERE mode = 'sync-then-search' AND status IN ('queued', 'running')`);
    await q.query(`CREATE INDEX runs_user ON "streams".runs (user_id, triggered_at DESC, id DESC)`);
    await q.query(`CREATE INDEX runs_stream ON "streams".runs (stream_id, triggered_at DESC, id DESC)`);
    await q.query(`CREATE INDEX runs_queued_account ON "streams".runs (account_id) WHERE status = 'queued'`);
    await q.query(`CREATE INDEX runs_running_progress ON "streams".runs (last_progress_at) WHERE status = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "streams".runs`);
  }
}
