import { SIGNALS, STREAMS } from "@leadstream/contracts";
import { defineService, publishAfterCommit } from "@leadstream/platform";
import { createIdentityApp } from "./app/identity-app.js";
import { postgresDatabase } from "./db/database.js";
import { IdentityTables1763900000000 } from "./db/migrations/1763900000000-identity-tables.js";
import { IdentityUsersChanged1772000000000 } from "./db/migrations/1772000000000-users-changed-triggers.js";
import { identityRoutes } from "./rpc/identity-rpc.js";

/** Users, teams, sessions, API keys and signup IPs. */
export const identityService = defineService({
  name: "identity",
  schema: "identity",
  migrations: [IdentityTables1763900000000, IdentityUsersChanged1772000000000],
  streams: [STREAMS.identity],
  changes: SIGNALS.usersChanged.identity,
  build: ({ ds, outbox, relay, logger }) => {
    const app = createIdentityApp({ db: postgresDatabase(ds, outbox), publishEvents: publishAfterCommit(relay, logger) });
    return { app, routes: identityRoutes(app) };
  },
});
