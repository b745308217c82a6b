import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A function failing the statement that calls it (SQLSTATE LS001), so that one statement can save a
 * follower sync's step and undo it all when the step turns out to have been made on a wrong guess
 * (follower-sync-repository's savePage).
 */
export class RefuseFollowerPage1774100000000 implements MigrationInterface {
  name = "RefuseFollowerPage1774100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "accounts_billing".refuse_follower_page(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION 'follower page refused: %', reason USING ERRCODE = 'LS001';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "accounts_billing".refuse_follower_page(text)`);
  }
}
