-- One login role and one schema per service, each role owning its schema and nothing else
-- (least privilege). Run once, as the database's administrator, in the database the services use:
--
--   psql "postgres://ADMIN@HOST:5432/leadstream?sslmode=require" -f deploy/postgres/roles.sql
--
-- then give each role a password (psql: \password leadstream_identity, ...) and put
-- postgres://leadstream_<service>:<password>@HOST:5432/leadstream?sslmode=require in that
-- service's Secret as DATABASE_URL (deploy/k8s/secret.example.yaml). The services create their
-- tables in their own schema at start-up; they create no database and no schema here.
-- The schema names are the code's (services/*/src/service.ts). `SET leadstream.role_prefix = 'x'`
-- before running the file names the roles x_identity, ... (tests use it).

DO $$
DECLARE
  prefix text := coalesce(nullif(current_setting('leadstream.role_prefix', true), ''), 'leadstream');
  schema text;
  role text;
BEGIN
  -- Only the roles below connect; nobody creates objects in public.
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  FOREACH schema IN ARRAY ARRAY['identity', 'accounts_billing', 'streams', 'classification', 'leads', 'notifications'] LOOP
    role := prefix || '_' || schema;
    EXECUTE format('CREATE ROLE %I LOGIN', role);
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    -- Giving the schema to the role needs membership in it (PostgreSQL 16: a non-superuser
    -- administrator, as on managed services, does not get it by creating the role).
    EXECUTE format('GRANT %I TO %I', role, current_user);
    EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', schema, role);
  END LOOP;
END
$$;
