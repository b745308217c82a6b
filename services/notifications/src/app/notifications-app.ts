import { deliver } from "./commands/deliver.js";
import { enqueueFeedbackDeliveries, enqueueRunDeliveries } from "./commands/enqueue-deliveries.js";
import { retryDelivery } from "./commands/retry-delivery.js";
import { sendDueDigests } from "./commands/digests.js";
import { enqueueRunEmails } from "./commands/run-emails.js";
import { sendMail } from "./commands/send-mail.js";
import { getSettings, updateSettings } from "./commands/settings.js";
import { sendTestDelivery } from "./commands/send-test.js";
import { rotateSecret, subscribe, unsubscribe } from "./commands/subscribe.js";
import type { AppDeps } from "./ports.js";
import { listDeliveries, listSubscriptions } from "./queries/list.js";

/** Every notifications use case, bound to its ports. */
export function createNotificationsApp(deps: AppDeps) {
  return {
    subscribe: subscribe(deps),
    unsubscribe: unsubscribe(deps),
    listSubscriptions: listSubscriptions(deps),
    rotateSecret: rotateSecret(deps),
    enqueueRunDeliveries: enqueueRunDeliveries(deps),
    enqueueFeedbackDeliveries: enqueueFeedbackDeliveries(deps),
    deliver: deliver(deps),
    claimDue: (limit: number, busyUrls: string[], leaseMs: number) => deps.db.repositories.deliveries.claimDue(limit, busyUrls, leaseMs),
    purgeOlderThan: (before: Date) => deps.db.repositories.deliveries.purge(before),
    listDeliveries: listDeliveries(deps),
    retryDelivery: retryDelivery(deps),
    sendTestDelivery: sendTestDelivery(deps),
    getSettings: getSettings(deps),
    updateSettings: updateSettings(deps),
    enqueueRunEmails: enqueueRunEmails(deps),
    claimDueMail: (limit: number, leaseMs: number) => deps.mail.db.repositories.mailJobs.claimDue(limit, leaseMs),
    sendMail: sendMail(deps),
    sendDueDigests: sendDueDigests(deps),
  };
}

export type NotificationsApp = ReturnType<typeof createNotificationsApp>;
