import { timestampFromDate, timestampNow } from "@bufbuild/protobuf/wkt";
import { EVENTS } from "@leadstream/contracts";
import { RUN_MODE, RUN_STATUS } from "@leadstream/contracts/vocabulary";
import { recordAfterCommit, type Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { RunEnded } from "../adapters/run-metrics.js";
import type { StreamChange, StreamEvents } from "../app/ports.js";
import { distinctAccountIds, distinctSegmentIds } from "../domain/stream.js";

/** One subject per kind of change. */
const streamChangedEvents = {
  created: EVENTS.streams.streamCreated,
  updated: EVENTS.streams.streamUpdated,
  archived: EVENTS.streams.streamArchived,
} satisfies Record<StreamChange, unknown>;

/** Stream events written to the outbox inside the transaction `em` belongs to; a run's end is also counted once that commits. */
export function outboxEvents(outbox: Outbox, em: EntityManager, runEnded: RunEnded): StreamEvents {
  return {
    async streamChanged(change, stream) {
      await outbox.add(em, streamChangedEvents[change], {
        streamId: stream.id,
        userId: stream.userId,
        segmentIds: distinctSegmentIds(stream.pairs),
        accountIds: distinctAccountIds(stream.pairs),
        isActive: stream.isActive,
        isArchived: stream.isArchived,
        version: stream.version,
        occurredAt: timestampNow(),
      });
    },

    async runRequested(run) {
      await outbox.add(em, EVENTS.streams.runRequested, { runId: run.id, userId: run.userId });
    },

    async runCompleted(run) {
      await outbox.add(em, EVENTS.streams.runCompleted, {
        runId: run.id,
        userId: run.userId,
        streamId: run.streamId,
        trackedAccountId: run.accountId,
        segmentId: run.segmentId,
        status: RUN_STATUS.value(run.status),
        mode: RUN_MODE.value(run.mode),
        newFollowersCount: run.newFollowersCount,
        candidatesPassedCount: run.candidatesPassedCount,
        mediumFitCount: run.mediumFitCount,
        occurredAt: run.completedAt ? timestampFromDate(run.completedAt) : timestampNow(),
      });
      recordAfterCommit(em, () => runEnded(run));
    },
  };
}
