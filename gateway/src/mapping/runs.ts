import type { RetestStreamResponse, Run as RunMessage, RunStreamResponse } from "@leadstream/contracts";
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
  source: run.source as Run["source"],
  status: run.status as Run["status"],
  mode: run.mode as Run["mode"],
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
  skipped: res.skipped.map(({ accountId, reason }) => ({ accountId, reason: reason as RunStreamResult["skipped"][number]["reason"] })),
});

export const toRetestStreamJson = (res: RetestStreamResponse): RetestStreamResult => ({
  queued: res.queued.map(({ pairId, trackedAccountId, segmentId, runId }) => ({ pairId, trackedAccountId, segmentId, runId })),
  skipped: res.skipped.map(({ pairId, trackedAccountId, reason }) => ({ pairId, trackedAccountId, reason: reason as RetestStreamResult["skipped"][number]["reason"] })),
});
