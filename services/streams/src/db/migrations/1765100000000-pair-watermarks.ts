import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Each pair remembers how far into its account's follower cache it has classified, so a pair
 * sharing its account with another stream still sees every follower (whichever run fetched it).
 */
export class PairWatermarks1765100000000 implements MigrationInterface {
  name = "PairWatermarks1765100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "streams".stream_pairs ADD COLUMN profiles_watermark text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "streams".stream_pairs DROP COLUMN profiles_watermark`);
  }
}
