import { EVENTS } from "@leadstream/contracts";
import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { NotificationEvents } from "../app/ports.js";

/** Notifications events written to the outbox inside the transaction `em` belongs to. */
export function outboxEvents(outbox: Outbox, em: EntityManager): NotificationEvents {
  return {
    async deliveryQueued(run, destinations) {
      await outbox.add(em, EVENTS.notifications.deliveryQueued, {
        runId: run.runId,
        userId: run.userId,
        streamId: run.streamId,
        destinations: destinations.map((d) => ({ subscriptionId: d.subscriptionId ?? undefined, batchCount: d.batchCount, leadCount: d.leadCount })),
        occurredAt: timestampOf(new Date()),
      });
    },
  };
}

const timestampOf = (at: Date) => ({ seconds: BigInt(Math.floor(at.getTime() / 1000)), nanos: (at.getTime() % 1000) * 1_000_000 });
