import type { RunDeps } from "../ports.js";
import { queueManualRuns, type ManualRunInput } from "../steps/queue-manual-runs.js";

export interface RetestStreamResult {
  queued: { pairId: number; trackedAccountId: number; segmentId: number; runId: number }[];
  /** free_tier, budget_exhausted or account_sleeping. */
  skipped: { pairId: number; trackedAccountId: number; reason: string }[];
}

/** POST /streams/{id}/re-test: the cached followers of the matching pairs classified again, one re-test budget unit per pair. */
export function retestStream(deps: RunDeps) {
  return async (input: ManualRunInput): Promise<RetestStreamResult> => {
    const outcomes = await queueManualRuns(deps, input, "search-only");
    return {
      queued: outcomes.flatMap((o) => (o.skip ? [] : [{ pairId: o.pair.id, trackedAccountId: o.pair.accountId, segmentId: o.pair.segmentId, runId: o.runId }])),
      skipped: outcomes.flatMap((o) => (o.skip ? [{ pairId: o.pair.id, trackedAccountId: o.pair.accountId, reason: o.skip.reason }] : [])),
    };
  };
}
