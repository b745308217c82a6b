import { timestampDate } from "@bufbuild/protobuf/wkt";
import { EVENT_FILTERS, EVENTS } from "@leadstream/contracts";
import { on, type ConsumerDefinition } from "@leadstream/platform";
import { noteDeliveriesQueued } from "../app/runs/note-deliveries.js";
import { runNotesOn } from "../db/run-notes.js";

/**
 * Notifications queued a run's webhook batches: the run's progressLog says how many, to how many
 * destinations. In the inbox's transaction, so a redelivered event adds no second line.
 */
export const deliveriesConsumer = (): ConsumerDefinition => ({
  filter: EVENT_FILTERS.notifications.delivery,
  durable: "streams-deliveries",
  handlers: [
    on(EVENTS.notifications.deliveryQueued, (event, { em }) =>
      noteDeliveriesQueued(runNotesOn(em), {
        userId: event.userId,
        runId: event.runId,
        batchCounts: event.destinations.map((d) => d.batchCount),
        at: event.occurredAt ? timestampDate(event.occurredAt) : new Date(),
      }),
    ),
  ],
});
