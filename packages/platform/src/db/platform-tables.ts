import type { MigrationInterface, QueryRunner } from "typeorm";
import type { MigrationClass } from "./data-source.js";

/**
 * The outbox, inbox and dead-letter tables every service keeps in its own schema
 * (DESIGN rule 3), in the order they were introduced; the service runner runs them first.
 */
export function platformMigrations(schema: string): MigrationClass[] {
  return [platformTablesMigration(schema), outboxSequenceMigration(schema), deadLetterReplayMigration(schema)];
}

function platformTablesMigration(schema: string): MigrationClass {
  return class PlatformTables1763800000000 implements MigrationInterface {
    name = "PlatformTables1763800000000";

    async up(q: QueryRunner): Promise<void> {
      await q.query(`
        CREATE TABLE "${schema}".outbox (
          id uuid PRIMARY KEY,
          subject text NOT NULL,
          event_type text NOT NULL,
          payload bytea NOT NULL,
          headers jsonb NOT NULL DEFAULT '{}',
          created_at timestamptz NOT NULL DEFAULT now(),
          locked_until timestamptz NOT NULL DEFAULT 'epoch',
          attempts integer NOT NULL DEFAULT 0,
          published_at timestamptz,
          last_error text
        )`);
      await q.query(`CREATE INDEX outbox_pending ON "${schema}".outbox (created_at) WHERE published_at IS NULL`);
      await q.query(`CREATE INDEX outbox_published ON "${schema}".outbox (published_at) WHERE published_at IS NOT NULL`);
      await q.query(`
        CREATE TABLE "${schema}".inbox (
          message_id text NOT NULL,
          consumer text NOT NULL,
          received_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (message_id, consumer)
        )`);
      await q.query(`
        CREATE TABLE "${schema}".dead_letters (
          id bigserial PRIMARY KEY,
          consumer text NOT NULL,
          subject text NOT NULL,
          message_id text,
          payload bytea NOT NULL,
          error text NOT NULL,
          deliveries integer NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE "${schema}".dead_letters, "${schema}".inbox, "${schema}".outbox`);
    }
  };
}

/**
 * Publication order: created_at is the transaction's start time, shared by every event one
 * transaction writes, so the relay orders by an insertion sequence instead.
 */
function outboxSequenceMigration(schema: string): MigrationClass {
  return class OutboxSequence1764200000000 implements MigrationInterface {
    name = "OutboxSequence1764200000000";

    async up(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE "${schema}".outbox ADD COLUMN seq bigserial`);
      await q.query(`DROP INDEX "${schema}".outbox_pending`);
      await q.query(`CREATE INDEX outbox_pending ON "${schema}".outbox (seq) WHERE published_at IS NULL`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP INDEX "${schema}".outbox_pending`);
      await q.query(`ALTER TABLE "${schema}".outbox DROP COLUMN seq`);
      await q.query(`CREATE INDEX outbox_pending ON "${schema}".outbox (created_at) WHERE published_at IS NULL`);
    }
  };
}

/** Parked messages are tried again later (DurableConsumer.replayParked): when next, and how often so far. */
function deadLetterReplayMigration(schema: string): MigrationClass {
  return class DeadLetterReplay1774000000000 implements MigrationInterface {
    name = "DeadLetterReplay1774000000000";

    async up(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE "${schema}".dead_letters ADD COLUMN replays integer NOT NULL DEFAULT 0, ADD COLUMN replay_after timestamptz NOT NULL DEFAULT now()`);
      await q.query(`CREATE INDEX dead_letters_due ON "${schema}".dead_letters (consumer, replay_after)`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP INDEX "${schema}".dead_letters_due`);
      await q.query(`ALTER TABLE "${schema}".dead_letters DROP COLUMN replay_after, DROP COLUMN replays`);
    }
  };
}
