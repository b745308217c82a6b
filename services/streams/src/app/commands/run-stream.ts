import type { RunDeps } from "../ports.js";
import { queueManualRuns } from "../steps/queue-manual-runs.js";

export interface RunStreamResult {
  queued: { accountId: number; runId: number }[];
  /** daily_sync_limit, account_sleeping or already_running. */
  skipped: { accountId: number; reason: string }[];
}

/** POST /streams/{id}/run: a sync of every pair (a stream has one per account), or of one account's. */
export function runStream(deps: RunDeps) {
  return async (input: { userId: number; streamId: number; accountId: number | null }): Promise<RunStreamResult> => {
    const outcomes = await queueManualRuns(deps, { ...input, segmentId: null }, "sync-then-search");
    return {
      queued: outcomes.flatMap((o) => (o.skip ? [] : [{ accountId: o.pair.accountId, runId: o.runId }])),
      skipped: outcomes.flatMap((o) => (o.skip ? [{ accountId: o.pair.accountId, reason: o.skip.reason }] : [])),
    };
  };
}
