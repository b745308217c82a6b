import type { MigrationInterface, QueryRunner } from "typeorm";

/** Feedback checks that a segment is linked to a lead (the user has a lead for that profile in it) from this index alone. */
export class LeadsProfileIndex1764400000000 implements MigrationInterface {
  name = "LeadsProfileIndex1764400000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX leads_user_profile ON "leads".leads (user_id, x_user_id) INCLUDE (segment_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "leads".leads_user_profile`);
  }
}
