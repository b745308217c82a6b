import type { MigrationInterface, QueryRunner } from "typeorm";

export class IdentityTables1763900000000 implements MigrationInterface {
  name = "IdentityTables1763900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity".teams (
        id serial PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "identity".users (
        id serial PRIMARY KEY,
        team_id integer NOT NULL REFERENCES "identity".teams (id),
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text,
        display_name text NOT NULL,
        timezone text NOT NULL DEFAULT 'UTC',
        plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'paid')),
        signup_ip inet,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email)
      )`);
    await q.query(`CREATE INDEX users_team ON "identity".users (team_id)`);
    await q.query(`
      CREATE TABLE "identity".signup_ips (
        id serial PRIMARY KEY,
        ip inet NOT NULL,
        user_id integer NOT NULL REFERENCES "identity".users (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX signup_ips_ip ON "identity".signup_ips (ip)`);
    await q.query(`
      CREATE TABLE "identity".sessions (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES "identity".users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user ON "identity".sessions (user_id)`);
    await q.query(`
      CREATE TABLE "identity".api_keys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES "identity".users (id),
        key_hash text NOT NULL,
        hint text NOT NULL,
        legacy boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        last_used_at timestamptz,
        replaced_by integer REFERENCES "identity".api_keys (id),
        CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash)
      )`);
    await q.query(`CREATE INDEX api_keys_user ON "identity".api_keys (user_id, id DESC)`);
    // One active key per user, whatever races past the application's row lock.
    await q.query(`CREATE UNIQUE INDEX api_keys_one_active_per_user ON "identity".api_keys (user_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity".api_keys, "identity".sessions, "identity".signup_ips, "identity".users, "identity".teams`);
  }
}
