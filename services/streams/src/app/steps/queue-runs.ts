import { inSpan, SPAN_ATTRIBUTES, tracer as tracerOf } from "@leadstream/platform/tracing";
import { budgetKind, type RunMode, type RunSource } from "../../domain/run.js";
import type { Skip, SkipReason } from "../../domain/run-refusal.js";
import type { Tier } from "../../domain/pairs.js";
import { distinctAccountIds, type Stream, type StreamPair } from "../../domain/stream.js";
import type { NewRun, RunDeps } from "../ports.js";
import { accountSnapshots } from "./describe-streams.js";

export interface RunTrigger {
  source: RunSource;
  mode: RunMode;
  /** The schedule slot of a cron run. */
  slotAt: Date | null;
}

export type PairOutcome = { pair: StreamPair; runId: number; skip?: undefined } | { pair: StreamPair; skip: Skip };

type QueueDeps = Pick<RunDeps, "db" | "accounts" | "budget" | "log" | "now">;

const tracer = tracerOf("streams");

/** One run per pair, in pair order (see queueRun). */
export async function queueRuns(deps: QueueDeps, stream: Stream, pairs: StreamPair[], trigger: RunTrigger): Promise<PairOutcome[]> {
  const accounts = await accountSnapshots(deps, stream.userId, distinctAccountIds(pairs));
  const outcomes: PairOutcome[] = [];
  for (const pair of pairs) {
    const run: NewRun = {
      ...trigger,
      userId: stream.userId,
      streamId: stream.id,
      streamName: stream.name,
      streamPairId: pair.id,
      accountId: pair.accountId,
      xHandle: accounts.get(pair.accountId)?.handle ?? "",
      segmentId: pair.segmentId,
      segmentName: pair.segmentName,
      triggeredAt: deps.now(),
    };
    outcomes.push({ pair, ...(await tracedQueueRun(deps, run)) });
  }
  return outcomes;
}

/**
 * queueRun in a span of the run's trace, which RunRequested carries to the worker: under the
 * request's span for a manual run, a trace of its own for a scheduled one.
 */
function tracedQueueRun(deps: QueueDeps, run: NewRun): ReturnType<typeof queueRun> {
  const attributes = { [SPAN_ATTRIBUTES.streamId]: run.streamId, "leadstream.account_id": run.accountId, "leadstream.run.mode": run.mode, "leadstream.run.source": run.source };
  return inSpan(tracer, "run queue", { attributes, root: run.source === "cron" }, async (span) => {
    const outcome = await queueRun(deps, run);
    if ("runId" in outcome) span.setAttribute(SPAN_ATTRIBUTES.runId, outcome.runId);
    else span.setAttribute("leadstream.run.skip_reason", outcome.skip.reason);
    return outcome;
  });
}

/**
 * In one transaction: claim the run row (nothing when the pair's sync is already queued or
 * running, or the cron slot is already recorded), reserve its budget, and enqueue it with
 * RunRequested. A refused cron slot is recorded as cancelled ("Skipped: <reason>"), as
 * DECISIONS asks; a refused manual run leaves no row, its request answers the skip.
 */
async function queueRun({ db, budget, log }: QueueDeps, run: NewRun): Promise<{ runId: number } | { skip: Skip }> {
  const claimed = { runId: 0 }; // an object: TypeScript would not see a variable set in the callback
  try {
    return await db.transaction(async (uow) => {
      const skip = async (reason: SkipReason, tier: Tier | null = null) => {
        if (run.source === "cron") await uow.runs.insertSkipped(run, reason);
        return { skip: { reason, tier } };
      };
      const runId = await uow.runs.insertQueued(run);
      if (runId === null) return skip("already_running");
      claimed.runId = runId;
      const reservation = await budget.reserve(run.userId, run.accountId, budgetKind(run.mode), runId);
      if (!reservation.reserved) {
        await uow.runs.delete(runId);
        return skip(reservation.skipReason, reservation.tier);
      }
      await uow.events.runRequested({ id: runId, userId: run.userId });
      return { runId };
    });
  } catch (err) {
    // The run was not saved: give back whatever was reserved for it (also when the reserve's answer was lost).
    if (claimed.runId) {
      await budget.release(run.userId, claimed.runId).catch((releaseErr: unknown) => log.error({ err: releaseErr, runId: claimed.runId }, "releasing the budget of an unsaved run failed"));
    }
    throw err;
  }
}
