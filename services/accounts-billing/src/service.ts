import { IdentityService, SIGNALS, STREAMS } from "@leadstream/contracts";
import { defineService, periodicTask } from "@leadstream/platform";
import { billingAdapters } from "./adapters/billing/billing-adapters.js";
import { identityDirectory } from "./adapters/identity-directory.js";
import { usageMetrics } from "./adapters/usage-metrics.js";
import { xApiAdapter } from "./adapters/x-api/x-api-adapter.js";
import { XHttpClient } from "./adapters/x-api/x-http-client.js";
import { createAccountsApp } from "./app/accounts-app.js";
import { accountsBillingConfigSpec, stripeSettings } from "./config.js";
import { postgresDatabase } from "./db/database.js";
import { AccountsBillingTables1764000000000 } from "./db/migrations/1764000000000-accounts-billing-tables.js";
import { FollowerSyncAndReservations1765000000000 } from "./db/migrations/1765000000000-follower-sync-and-reservations.js";
import { Credits1766000000000 } from "./db/migrations/1766000000000-credits.js";
import { FollowerSyncRunTotals1767000000000 } from "./db/migrations/1767000000000-follower-sync-run-totals.js";
import { AccountsBillingUsersChanged1772000000000 } from "./db/migrations/1772000000000-users-changed-triggers.js";
import { FollowerProfilesAccountCheck1774000000000 } from "./db/migrations/1774000000000-follower-profiles-account-check.js";
import { RefuseFollowerPage1774100000000 } from "./db/migrations/1774100000000-refuse-follower-page.js";
import { usersReadModelConsumer } from "./events/users-read-model.js";
import { accountsRoutes } from "./rpc/accounts-rpc.js";

const DOWNGRADE_ROUND_MS = 60_000;
const CREDIT_ROUND_MS = 60_000;

/** Tracked X accounts, handle resolution, follower sync and cache, tiers, budgets, credits and the payment provider. */
export const accountsBillingService = defineService({
  name: "accounts-billing",
  schema: "accounts_billing",
  config: accountsBillingConfigSpec,
  migrations: [AccountsBillingTables1764000000000, FollowerSyncAndReservations1765000000000, Credits1766000000000, FollowerSyncRunTotals1767000000000, AccountsBillingUsersChanged1772000000000, FollowerProfilesAccountCheck1774000000000, RefuseFollowerPage1774100000000],
  streams: [STREAMS.accountsBilling],
  changes: SIGNALS.usersChanged.accountsBilling,
  build: ({ config, ds, outbox, logger, peer, metrics }) => {
    const billing = billingAdapters(stripeSettings(config), ds);
    const xClient = new XHttpClient({ baseUrl: config.X_API_BASE_URL, bearerToken: config.X_API_BEARER_TOKEN, metrics });
    const app = createAccountsApp({
      db: postgresDatabase(ds, outbox, billing.providerOn),
      x: xApiAdapter(xClient, { lookupMaxWaitMs: config.X_LOOKUP_MAX_WAIT_SECONDS * 1000 }),
      identity: identityDirectory(peer(IdentityService, "identity")),
      webhooks: billing.webhooks,
      usage: usageMetrics(metrics),
      logger,
    });
    return {
      app,
      routes: accountsRoutes(app),
      consumers: [usersReadModelConsumer],
      background: [
        periodicTask("apply due downgrades", DOWNGRADE_ROUND_MS, app.applyAllDueDowngrades, logger),
        periodicTask("release expired credit holds", CREDIT_ROUND_MS, app.releaseExpiredCreditHolds, logger),
        periodicTask("retry credit top-ups", CREDIT_ROUND_MS, app.retryCreditTopups, logger),
      ],
    };
  },
});
