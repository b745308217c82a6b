import { AccountsBillingService, ClassificationService, IdentityService, LeadsService, SIGNALS, STREAMS } from "@leadstream/contracts";
import { defineService, periodicTask, publishAfterCommit } from "@leadstream/platform";
import { accountsPort, segmentsPort, usersPort } from "./adapters/peers.js";
import { runMetrics } from "./adapters/run-metrics.js";
import { budgetPort, classifierPort, followerCachePort, leadsPort } from "./adapters/run-peers.js";
import { createStreamsApp } from "./app/streams-app.js";
import { runScheduler } from "./background/run-scheduler.js";
import { runWorker } from "./background/run-worker.js";
import { streamsConfigSpec } from "./config.js";
import { postgresDatabase } from "./db/database.js";
import { runLock } from "./db/run-lock.js";
import { StreamsTables1764000000000 } from "./db/migrations/1764000000000-streams-tables.js";
import { Runs1765000000000 } from "./db/migrations/1765000000000-runs.js";
import { PairWatermarks1765100000000 } from "./db/migrations/1765100000000-pair-watermarks.js";
import { RunBotFilter1765200000000 } from "./db/migrations/1765200000000-run-bot-filter.js";
import { StreamsUsersChanged1772000000000 } from "./db/migrations/1772000000000-users-changed-triggers.js";
import { accountsConsumer } from "./events/account-consumer.js";
import { deliveriesConsumer } from "./events/delivery-consumer.js";
import { streamsRoutes } from "./rpc/streams-rpc.js";

const REAPER_INTERVAL_MS = 60_000;

/** Streams (campaigns), their (account, segment) pairs, schedules and sync runs. */
export const streamsService = defineService({
  name: "streams",
  schema: "streams",
  config: streamsConfigSpec,
  migrations: [StreamsTables1764000000000, Runs1765000000000, PairWatermarks1765100000000, RunBotFilter1765200000000, StreamsUsersChanged1772000000000],
  // RUNS before the relay publishes RunRequested to it.
  streams: [STREAMS.streams, STREAMS.runs],
  changes: SIGNALS.usersChanged.streams,
  build: ({ ds, outbox, relay, bus, peer, config, logger, metrics }) => {
    const accountsClient = peer(AccountsBillingService, "accounts-billing");
    const classificationClient = peer(ClassificationService, "classification");
    const now = () => new Date();
    const runEnded = runMetrics(metrics);
    const app = createStreamsApp({
      db: postgresDatabase(ds, outbox, runEnded),
      accounts: accountsPort(accountsClient),
      segments: segmentsPort(classificationClient),
      users: usersPort(peer(IdentityService, "identity")),
      budget: budgetPort(accountsClient),
      followers: followerCachePort(accountsClient),
      classifier: classifierPort(classificationClient),
      leads: leadsPort(peer(LeadsService, "leads")),
      publishEvents: publishAfterCommit(relay, logger),
      webhooksAllowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      now,
      log: logger,
    });
    const background = [periodicTask("run reaper", REAPER_INTERVAL_MS, app.reapStalledRuns, logger)];
    if (config.RUN_WORKER_CONCURRENCY > 0) background.push(runWorker(bus, logger, metrics, { concurrency: config.RUN_WORKER_CONCURRENCY, ackWaitMs: config.RUN_ACK_WAIT_SECONDS * 1000, lock: runLock(config.DATABASE_URL) }, app.executeRun));
    if (config.RUN_SCHEDULER_ENABLED) background.push(runScheduler(app.scheduleRuns, now, logger));
    return { app, routes: streamsRoutes(app), consumers: [accountsConsumer(outbox, runEnded), deliveriesConsumer()], background };
  },
});
