import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * DM templates (spec 2.9), one row per template.
 *
 * - dm_templates_user_name_key is the rule "a name is unique per user": on name_key, the name
 *   folded by the domain (case and Unicode compatibility forms), so two creates racing with the
 *   same name cannot both commit; the loser's unique violation becomes 409 conflict. It indexes
 *   md5(name_key) rather than the key itself: a folded name can be several times longer than the
 *   100 characters sent (NFKC and upper-casing expand some characters), and a btree entry has a
 *   size limit; a fixed-size digest never reaches it. Its leading user_id also finds a user's
 *   templates for the list.
 * - Every read and write names (id, user_id), so another user's id is never found.
 */
export class DmTemplates1765200000000 implements MigrationInterface {
  name = "DmTemplates1765200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "leads".dm_templates (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        message_body text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX dm_templates_user_name_key ON "leads".dm_templates (user_id, md5(name_key))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "leads".dm_templates`);
  }
}
