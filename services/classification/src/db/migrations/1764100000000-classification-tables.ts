import type { MigrationInterface, QueryRunner } from "typeorm";

export class ClassificationTables1764100000000 implements MigrationInterface {
  name = "ClassificationTables1764100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "classification".segments (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        name text,
        description text NOT NULL,
        gender_values text[] NOT NULL DEFAULT '{}',
        applied_search_filters jsonb NOT NULL DEFAULT '{}',
        follower_count_tiers text[] NOT NULL DEFAULT '{}',
        linked_stream_count integer NOT NULL DEFAULT 0,
        archived boolean NOT NULL DEFAULT false,
        created_by_operation text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX segments_user ON "classification".segments (user_id, id DESC)`);
    await q.query(`CREATE INDEX segments_created_by_operation ON "classification".segments (user_id, created_by_operation) WHERE created_by_operation IS NOT NULL`);
    // A copy of the streams context's links, kept from its StreamChanged events.
    await q.query(`
      CREATE TABLE "classification".stream_links (
        stream_id integer PRIMARY KEY,
        user_id integer NOT NULL,
        segment_ids integer[] NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX stream_links_segments ON "classification".stream_links USING gin (segment_ids)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "classification".stream_links, "classification".segments`);
  }
}
