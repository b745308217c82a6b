import { databasePort, type Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { BillingProvider, Database, Repositories } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { accountRepository } from "./account-repository.js";
import { billingSummaryReader } from "./billing-summary-reader.js";
import { budgetUsageRepository } from "./budget-usage-repository.js";
import { creditRepository } from "./credit-repository.js";
import { creditReservationRepository } from "./credit-reservations.js";
import { creditTopupRepository } from "./credit-topups.js";
import { followerCache } from "./follower-cache.js";
import { followerSyncRepository } from "./follower-sync-repository.js";
import { advisoryLocks } from "./locks.js";
import { userRepository } from "./user-repository.js";
import { webhookInbox } from "./webhook-inbox.js";

/** The billing provider working in a given transaction (its own tables, or the ids it keeps for Stripe). */
export type BillingProviderOn = (em: EntityManager) => BillingProvider;

export function postgresDatabase(ds: DataSource, outbox: Outbox, billingOn: BillingProviderOn): Database {
  const repositoriesOn = (em: EntityManager): Repositories => ({
    users: userRepository(em),
    summaries: billingSummaryReader(em),
    accounts: accountRepository(em),
    budgetUsage: budgetUsageRepository(em),
    followerSync: followerSyncRepository(em),
    followerCache: followerCache(em),
    credits: creditRepository(em),
    creditReservations: creditReservationRepository(em),
    creditTopups: creditTopupRepository(em),
    billing: billingOn(em),
  });
  return databasePort(ds, repositoriesOn, (em) => ({ ...repositoriesOn(em), locks: advisoryLocks(em), webhookInbox: webhookInbox(em), events: outboxEvents(outbox, em) }));
}
