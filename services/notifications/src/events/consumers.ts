import { EVENT_FILTERS, EVENTS } from "@leadstream/contracts";
import { captureTraceHeaders, on, type ConsumerDefinition, type Outbox } from "@leadstream/platform";
import type { NotificationsApp } from "../app/notifications-app.js";
import { wordOf } from "../adapters/vocabulary.js";
import { repositoriesOn } from "../db/repositories.js";
import { unitOfWorkOn } from "../db/unit-of-work.js";

// Batches are written in the transaction that records the event in the inbox: queued once, never lost.

/** A run that ended: its new leads go to matching subscriptions and the stream's webhookUrl (and DeliveryQueued to the outbox). */
export const runsConsumer = (app: NotificationsApp, outbox: Outbox): ConsumerDefinition => ({
  filter: EVENT_FILTERS.streams.run,
  durable: "notifications-runs",
  handlers: [
    on(EVENTS.streams.runCompleted, async (event, { em }) => {
      await app.enqueueRunDeliveries(unitOfWorkOn(em, outbox), { userId: event.userId, runId: event.runId, streamId: event.streamId, trace: captureTraceHeaders() });
    }),
  ],
});

/** Feedback on a lead: the lead goes to subscriptions filtering on that verdict. */
export const feedbackConsumer = (app: NotificationsApp): ConsumerDefinition => ({
  filter: EVENT_FILTERS.leads.feedback,
  durable: "notifications-feedback",
  handlers: [
    on(EVENTS.leads.leadFeedbackRecorded, async (event, { em }) => {
      await app.enqueueFeedbackDeliveries(repositoriesOn(em), { userId: event.userId, leadId: event.leadId, feedback: wordOf(EVENTS.leads.leadFeedbackRecorded.schema, event, "feedback"), trace: captureTraceHeaders() });
    }),
  ],
});
