import type { MigrationInterface, QueryRunner } from "typeorm";
import type { MigrationClass } from "./data-source.js";

/**
 * The channel a schema's triggers notify: the ids of the users whose rows changed,
 * space-separated, or "*" for any user. One per schema: services may share a database.
 */
export const usersChangedChannel = (schema: string): string => `${schema}_users_changed`;

/** More users than this in one statement are announced as "*" (a NOTIFY payload holds under 8000 bytes). */
const MAX_IDS = 500;

/** A table whose rows some user's read answers come from, and how to find that user from a row. */
export interface WatchedTable {
  table: string;
  /**
   * A SELECT of the user ids of the rows in transition table `rows` (it may look up other tables
   * of the schema). Omitted: `SELECT user_id FROM rows`.
   */
  users?: (rows: string) => string;
}

/**
 * A migration installing, in `schema`, statement-level triggers on `tables` that NOTIFY
 * usersChangedChannel(schema) with the ids of the users whose rows a statement inserted, updated or
 * deleted. PostgreSQL delivers a notification when its transaction commits (never for one rolled
 * back), once per distinct payload per transaction, so a bulk insert costs one notification per
 * transaction and user set. The service's change feed forwards them to the bus
 * (ServiceDefinition.changes).
 */
export function usersChangedTriggersMigration(schema: string, tables: WatchedTable[], id: { name: string; timestamp: number }): MigrationClass {
  const name = `${id.name}${id.timestamp}`;
  const fn = (table: string) => `"${schema}".${table}_users_changed`;
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`
        CREATE FUNCTION "${schema}".notify_users_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
        DECLARE
          users integer[] := ARRAY(SELECT DISTINCT u FROM unnest(ids) AS u WHERE u IS NOT NULL ORDER BY u);
        BEGIN
          IF cardinality(users) = 0 THEN RETURN; END IF;
          PERFORM pg_notify('${usersChangedChannel(schema)}', CASE WHEN cardinality(users) > ${MAX_IDS} THEN '*' ELSE array_to_string(users, ' ') END);
        END
        $fn$`);
      for (const { table, users = (rows: string) => `SELECT user_id FROM ${rows}` } of tables) {
        // Transition tables exist only for the event that fired: each branch reads its own.
        await q.query(`
          CREATE FUNCTION ${fn(table)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
          BEGIN
            IF TG_OP = 'INSERT' THEN
              PERFORM "${schema}".notify_users_changed(ARRAY(${users("new_rows")}));
            ELSIF TG_OP = 'UPDATE' THEN
              PERFORM "${schema}".notify_users_changed(ARRAY(${users("new_rows")} UNION ALL ${users("old_rows")}));
            ELSE
              PERFORM "${schema}".notify_users_changed(ARRAY(${users("old_rows")}));
            END IF;
            RETURN NULL;
          END
          $fn$`);
        const target = `"${schema}".${table}`;
        await q.query(`CREATE TRIGGER ${table}_users_changed_insert AFTER INSERT ON ${target} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(table)}()`);
        await q.query(`CREATE TRIGGER ${table}_users_changed_update AFTER UPDATE ON ${target} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(table)}()`);
        await q.query(`CREATE TRIGGER ${table}_users_changed_delete AFTER DELETE ON ${target} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(table)}()`);
      }
    }

    async down(q: QueryRunner): Promise<void> {
      for (const { table } of tables) {
        for (const event of ["insert", "update", "delete"]) await q.query(`DROP TRIGGER ${table}_users_changed_${event} ON "${schema}".${table}`);
        await q.query(`DROP FUNCTION ${fn(table)}()`);
      }
      await q.query(`DROP FUNCTION "${schema}".notify_users_changed(integer[])`);
    }
  };
}
