import type { MigrationInterface, QueryRunner } from "typeorm";

const PROFILES = `"accounts_billing".follower_profiles`;
const ACCOUNTS = `"accounts_billing".tracked_accounts`;

/**
 * follower_profiles.account_id's foreign key, checked once per statement instead of once per row.
 * A sync page inserts 1000 profiles of one account: the key's row trigger looked the account up
 * (and locked it FOR KEY SHARE) 1000 times, about 3 ms of the 9 ms insert. The statement trigger
 * does the same for each account the statement wrote, once: it locks the account's row FOR KEY
 * SHARE, as the key did, so an account deleted meanwhile either waits for the insert to commit
 * (and its delete trigger then sees and deletes the profiles) or, deleted first, makes the insert
 * fail with the key's error (23503). ON DELETE CASCADE (and TRUNCATE ... CASCADE) become triggers
 * on tracked_accounts. Account ids never change (serial), so an UPDATE of tracked_accounts.id,
 * which the key would have refused, is not checked.
 */
export class FollowerProfilesAccountCheck1774000000000 implements MigrationInterface {
  name = "FollowerProfilesAccountCheck1774000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "accounts_billing".follower_profiles_accounts_exist() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        account integer;
      BEGIN
        FOR account IN SELECT DISTINCT account_id FROM new_rows LOOP
          PERFORM FROM ${ACCOUNTS} WHERE id = account FOR KEY SHARE;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'insert or update on table "follower_profiles" violates foreign key constraint "follower_profiles_account_id_fkey"'
              USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (account_id)=(%s) is not present in table "tracked_accounts".', account);
          END IF;
        END LOOP;
        RETURN NULL;
      END $$`);
    for (const event of ["INSERT", "UPDATE"])
      await q.query(`
        CREATE TRIGGER follower_profiles_accounts_exist_${event.toLowerCase()} AFTER ${event} ON ${PROFILES}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_billing".follower_profiles_accounts_exist()`);
    await q.query(`
      CREATE FUNCTION "accounts_billing".tracked_accounts_delete_follower_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE ${PROFILES};
        ELSE
          DELETE FROM ${PROFILES} WHERE account_id IN (SELECT id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tracked_accounts_delete_follower_profiles AFTER DELETE ON ${ACCOUNTS}
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_billing".tracked_accounts_delete_follower_profiles()`);
    await q.query(`
      CREATE TRIGGER tracked_accounts_truncate_follower_profiles AFTER TRUNCATE ON ${ACCOUNTS}
        FOR EACH STATEMENT EXECUTE FUNCTION "accounts_billing".tracked_accounts_delete_follower_profiles()`);
    await q.query(`ALTER TABLE ${PROFILES} DROP CONSTRAINT follower_profiles_account_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${PROFILES} ADD CONSTRAINT follower_profiles_account_id_fkey FOREIGN KEY (account_id) REFERENCES ${ACCOUNTS} (id) ON DELETE CASCADE`);
    await q.query(`DROP TRIGGER tracked_accounts_truncate_follower_profiles ON ${ACCOUNTS}`);
    await q.query(`DROP TRIGGER tracked_accounts_delete_follower_profiles ON ${ACCOUNTS}`);
    await q.query(`DROP FUNCTION "accounts_billing".tracked_accounts_delete_follower_profiles()`);
    await q.query(`DROP TRIGGER follower_profiles_accounts_exist_update ON ${PROFILES}`);
    await q.query(`DROP TRIGGER follower_profiles_accounts_exist_insert ON ${PROFILES}`);
    await q.query(`DROP FUNCTION "accounts_billing".follower_profiles_accounts_exist()`);
  }
}
