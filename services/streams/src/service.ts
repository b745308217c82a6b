import { AccountsService, ClassificationService, IdentityService } from "@leadstream/contracts";
import { defineService, EVENT_STREAMS } from "@leadstream/platform";
import { accountsPort, segmentsPort, usersPort } from "./adapters/peers.js";
import { createStreamsApp } from "./app/streams-app.js";
import { streamsConfigSpec } from "./config.js";
import { postgresDatabase } from "./db/database.js";
import { StreamsTables1764000000000 } from "./db/migrations/1764000000000-streams-tables.js";
import { accountsConsumer } from "./events/account-consumer.js";
import { streamsRoutes } from "./rpc/streams-rpc.js";

/** Streams (campaigns), their (account, segment) pairs and schedules. */
export const streamsService = defineService({
  name: "streams",
  schema: "streams",
  config: streamsConfigSpec,
  migrations: [StreamsTables1764000000000],
  streams: [EVENT_STREAMS.streams],
  build: ({ ds, outbox, relay, peer, config, logger }) => {
    const app = createStreamsApp({
      db: postgresDatabase(ds, outbox),
      accounts: accountsPort(peer(AccountsService, "accounts-billing")),
      segments: segmentsPort(peer(ClassificationService, "classification")),
      users: usersPort(peer(IdentityService, "identity")),
      // Best effort: a committed stream must not fail its request; the relay's loop publishes later.
      publishEvents: () => relay.publishPending().then(
        () => undefined,
        (err: unknown) => logger.warn({ err }, "publishing stream events failed; the relay will retry"),
      ),
      webhooksAllowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      now: () => new Date(),
      log: logger,
    });
    return { app, routes: streamsRoutes(app), consumers: [accountsConsumer] };
  },
});
