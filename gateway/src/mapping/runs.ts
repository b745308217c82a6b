import type { RetestStreamResponse, Run as RunMessage, RunStreamResponse } from "@leadstream/contracts";
import { RETEST_SKIP_REASON, RUN_MODE, RUN_SKIP_REASON, RUN_SOURCE, RUN_STATUS } from "@leadstream/contracts/vocabulary";
import type { RetestStreamResult, Run, RunStreamResult } from "../schemas/runs.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, present } from "./proto.js";

export const toRunJson = (run: RunMessage): Run => ({
  id: run.id,
  streamId: run.streamId,
  streamName: run.streamName,
  trackedXAccountId: run.trackedXAccountId,
  xHandle: run.xHandle,
  segmentId: run.segmentId,
  segmentName: run.segmentName,
  source: RUN_SOURCE.name(run.source),
  status: RUN_STATUS.name(run.status),
  mode: RUN_MODE.name(run.mode),
  triggeredAt: isoTime(present(run.triggeredAt, "the run's trigger time")),
  completedAt: isoTimeOrNull(run.completedAt),
  newFollowersCount: run.newFollowersCount,
  candidatesPassedCount: run.candidatesPassedCount,
  mediumFitCount: run.mediumFitCount,
  enrichedCount: run.enrichedCount,
  errorMessage: nullIfEmpty(run.errorMessage),
  progressLog: run.progressLog.map((entry) => ({ at: isoTime(present(entry.at, "a progress entry's time")), message: entry.message })),
});

export const toRunStreamJson = (res: RunStreamResponse): RunStreamResult => ({
  queued: res.queued.map(({ accountId, runId }) => ({ accountId, syncRunId: runId })),
  skipped: res.skipped.map(({ accountId, reason }) => ({ accountId, reason: RUN_SKIP_REASON.name(reason) })),
});

export const toRetestStreamJson = (res: RetestStreamResponse): RetestStreamResult => ({
  queued: res.queued.map(({ pairId, trackedAccountId, segmentId, runId }) => ({ pairId, trackedAccountId, segmentId, runId })),
  skipped: res.skipped.map(({ pairId, trackedAccountId, reason }) => ({ pairId, trackedAccountId, reason: RETEST_SKIP_REASON.name(reason) })),
});
