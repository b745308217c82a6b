import type { MigrationInterface, QueryRunner } from "typeorm";

/** A run's counts (CountRunLeads) read only that run's leads. */
export class LeadsRunIndex1764300000000 implements MigrationInterface {
  name = "LeadsRunIndex1764300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX leads_run ON "leads".leads (run_id) INCLUDE (user_id, match_confidence)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "leads".leads_run`);
  }
}
