import type { BotFilterReport as BotFilterMessage, RetestStreamResponse, Run as RunMessage, RunStreamResponse } from "@leadstream/contracts";
import { BOT_KIND, MATCH_CONFIDENCE, RETEST_SKIP_REASON, RUN_MODE, RUN_SKIP_REASON, RUN_SOURCE, RUN_STATUS } from "@leadstream/contracts/vocabulary";
import type { RetestStreamResult, Run, RunDetail, RunStreamResult } from "../schemas/runs.js";
import { isoTime, isoTimeOrNull, nullIfEmpty, present } from "./proto.js";

type DroppedByKind = NonNullable<Run["botFilter"]>["droppedByKind"];

/** The kinds the public vocabulary knows (a newer service's unknown kind still counts in droppedCount). */
const droppedByKind = (counts: BotFilterMessage["droppedByKind"]): DroppedByKind =>
  Object.fromEntries(Object.entries(counts).filter(([kind, n]) => BOT_KIND.has(kind) && n > 0));

/** A run of a list: its bot filter's counts, null when the run has no report. */
export const toRunJson = (run: RunMessage): Run => ({
  ...runFields(run),
  botFilter: run.botFilter ? { droppedCount: run.botFilter.droppedCount, droppedByKind: droppedByKind(run.botFilter.droppedByKind) } : null,
});

/** One run: its bot filter's counts and audit sample, null when the run has no report. */
export const toRunDetailJson = (run: RunMessage): RunDetail => ({
  ...runFields(run),
  botFilter: run.botFilter
    ? {
        droppedCount: run.botFilter.droppedCount,
        droppedByKind: droppedByKind(run.botFilter.droppedByKind),
        sample: run.botFilter.sample.map((e) => ({
          xUserId: e.xUserId,
          handle: e.handle,
          botScore: e.botScore,
          botKind: BOT_KIND.nameOrNull(e.botKind),
          confidence: MATCH_CONFIDENCE.nameOrNull(e.confidence),
          reasons: e.reasons,
        })),
      }
    : null,
});

const runFields = (run: RunMessage): Omit<Run, "botFilter"> => ({
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
