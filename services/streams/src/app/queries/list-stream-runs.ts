import { validRunsLimit, type Run } from "../../domain/run.js";
import type { AppDeps } from "../ports.js";
import { requireStream } from "../steps/require-stream.js";

/** GET /streams/{id}/runs: newest first, only runs of the stream's current (account, segment) pairs (spec 4.1). */
export function listStreamRuns({ db }: AppDeps) {
  return async (input: { userId: number; streamId: number; limit: number }): Promise<Run[]> => {
    const limit = validRunsLimit(input.limit);
    await requireStream(db.repositories.streams, input.userId, input.streamId);
    return db.repositories.runs.listForCurrentPairs(input.streamId, limit);
  };
}
