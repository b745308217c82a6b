import { AccountsBillingService, IdentityService, LeadsService, STREAMS, StreamsService } from "@leadstream/contracts";
import { databasePort, defineService, periodicTask } from "@leadstream/platform";
import { httpSender, deliverableUrlCheck } from "./adapters/http-sender.js";
import { mailPeersPort } from "./adapters/mail-peers.js";
import { nodemailerMailer } from "./adapters/mailer.js";
import { leadsPort, ownershipPort } from "./adapters/peers.js";
import { telegramSender } from "./adapters/telegram.js";
import { excelWriter } from "./adapters/xlsx.js";
import { createNotificationsApp } from "./app/notifications-app.js";
import { webhookDispatcher } from "./background/dispatcher.js";
import { digestScheduler, mailSender } from "./background/mail-sender.js";
import { notificationsConfigSpec } from "./config.js";
import { mailRepositoriesOn } from "./db/mail-repositories.js";
import { Webhooks1766000000000 } from "./db/migrations/1766000000000-webhooks.js";
import { Mail1767000000000 } from "./db/migrations/1767000000000-mail.js";
import { Digests1768000000000 } from "./db/migrations/1768000000000-digests.js";
import { SubscriptionEnabledAt1769000000000 } from "./db/migrations/1769000000000-subscription-enabled-at.js";
import { MailJobTrace1773000000000 } from "./db/migrations/1773000000000-mail-job-trace.js";
import { DigestItemTrace1773100000000 } from "./db/migrations/1773100000000-digest-item-trace.js";
import { repositoriesOn } from "./db/repositories.js";
import { feedbackConsumer, runsConsumer } from "./events/consumers.js";
import { runEmailsConsumer } from "./events/mail-consumers.js";
import { notificationsRoutes } from "./rpc/notifications-rpc.js";

const DAY_MS = 86_400_000;

/** Notifications: webhook subscriptions and the durable, signed delivery of new leads to them. */
export const notificationsService = defineService({
  name: "notifications",
  schema: "notifications",
  config: notificationsConfigSpec,
  migrations: [Webhooks1766000000000, Mail1767000000000, Digests1768000000000, SubscriptionEnabledAt1769000000000, MailJobTrace1773000000000, DigestItemTrace1773100000000],
  streams: [STREAMS.notifications],
  build: ({ config, ds, logger, peer, outbox, metrics }) => {
    const app = createNotificationsApp({
      db: databasePort(ds, repositoriesOn, repositoriesOn),
      leads: leadsPort(peer(LeadsService, "leads")),
      peers: ownershipPort(peer(StreamsService, "streams"), peer(AccountsBillingService, "accounts-billing")),
      sender: httpSender({ allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE, timeoutMs: config.WEBHOOK_TIMEOUT_MS, metrics }),
      checkUrl: deliverableUrlCheck(config.WEBHOOKS_ALLOW_PRIVATE),
      policy: { retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS, disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES },
      logger,
      mail: {
        db: databasePort(ds, mailRepositoriesOn, mailRepositoriesOn),
        peers: mailPeersPort(peer(StreamsService, "streams"), peer(IdentityService, "identity")),
        mailer: nodemailerMailer({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, dir: config.MAIL_DIR, logger, timeoutMs: config.MAIL_TIMEOUT_MS }),
        sheets: excelWriter,
        retryDelaysMs: config.MAIL_RETRY_DELAYS_MS,
        apiBaseUrl: config.PUBLIC_API_URL,
        telegram: config.TELEGRAM_BOT_TOKEN ? telegramSender({ token: config.TELEGRAM_BOT_TOKEN, baseUrl: config.TELEGRAM_API_BASE_URL, timeoutMs: config.MAIL_TIMEOUT_MS }) : null,
      },
    });
    const retentionMs = config.WEBHOOK_ATTEMPT_RETENTION_DAYS * DAY_MS;
    return {
      app,
      routes: notificationsRoutes(app),
      consumers: [runsConsumer(app, outbox), feedbackConsumer(app), runEmailsConsumer(app)],
      background: [
        webhookDispatcher(app, { pollMs: config.WEBHOOK_POLL_MS, maxConcurrency: config.WEBHOOK_MAX_CONCURRENCY, timeoutMs: config.WEBHOOK_TIMEOUT_MS, logger }),
        mailSender(app, { pollMs: config.MAIL_POLL_MS, timeoutMs: config.MAIL_TIMEOUT_MS, logger }),
        digestScheduler(app, { logger }),
        periodicTask("purge webhook attempts", DAY_MS / 24, () => app.purgeOlderThan(new Date(Date.now() - retentionMs)), logger),
      ],
    };
  },
});
