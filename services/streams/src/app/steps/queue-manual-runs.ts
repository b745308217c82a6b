import { noMatchingPairs, streamArchived } from "../../domain/errors.js";
import type { RunMode } from "../../domain/run.js";
import { refusalOf } from "../../domain/run-refusal.js";
import type { RunDeps } from "../ports.js";
import { queueRuns, type PairOutcome } from "./queue-runs.js";
import { requireStream } from "./require-stream.js";

export interface ManualRunInput {
  userId: number;
  streamId: number;
  /** Only this account's pairs; null: every pair. */
  accountId: number | null;
  /** Only pairs of this segment; null: any. */
  segmentId: number | null;
}

/**
 * Run and re-test by hand: the stream's matching pairs queued (a paused stream too, an archived
 * one never). When nothing was queued and every skip has the same budget reason, that reason's
 * error is thrown instead (DECISIONS).
 */
export async function queueManualRuns(deps: RunDeps, input: ManualRunInput, mode: RunMode): Promise<PairOutcome[]> {
  const stream = await requireStream(deps.db.repositories.streams, input.userId, input.streamId);
  if (stream.isArchived) throw streamArchived();
  const pairs = stream.pairs.filter((p) => (input.accountId ?? p.accountId) === p.accountId && (input.segmentId ?? p.segmentId) === p.segmentId);
  if (pairs.length === 0) throw noMatchingPairs();

  const outcomes = await queueRuns(deps, stream, pairs, { source: "manual", mode, slotAt: null });
  const skips = outcomes.flatMap((o) => (o.skip ? [o.skip] : []));
  const refusal = refusalOf(outcomes.length - skips.length, skips);
  if (refusal) throw refusal;
  await deps.publishEvents();
  return outcomes;
}
