import { EVENT_FILTERS, EVENTS } from "@leadstream/contracts";
import { on, type ConsumerDefinition } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";
import { mailRepositoriesOn } from "../db/mail-repositories.js";

/** A run that ended: its CSV e-mail and after-every-sync digest, queued in the transaction that records the event in the inbox. */
export const runEmailsConsumer = (app: NotificationsApp): ConsumerDefinition => ({
  filter: EVENT_FILTERS.streams.run,
  durable: "notifications-run-emails",
  handlers: [
    on(EVENTS.streams.runCompleted, async (event, { em }) => {
      await app.enqueueRunEmails(mailRepositoriesOn(em), { userId: event.userId, runId: event.runId, streamId: event.streamId });
    }),
  ],
});
