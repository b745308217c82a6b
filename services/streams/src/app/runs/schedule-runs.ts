import { slotsBetween } from "../../domain/schedule.js";
import type { RunDeps } from "../ports.js";
import { queueRuns } from "../steps/queue-runs.js";

/**
 * Fires a cron run of every pair of every active stream for each of its slots in (after, until],
 * on the stream's wall clock. A slot is recorded once per pair (queued, or skipped with its
 * reason), so any number of schedulers may cover the same window. False when some slot could
 * not be handled: the caller covers the window again.
 */
export function scheduleRuns(deps: RunDeps) {
  return async (after: Date, until: Date): Promise<boolean> => {
    let complete = true;
    for (const stream of await deps.db.repositories.streams.listScheduled()) {
      for (const slotAt of slotsBetween(stream.syncTimes, stream.timezone, after, until)) {
        try {
          await queueRuns(deps, stream, stream.pairs, { source: "cron", mode: "sync-then-search", slotAt });
        } catch (err) {
          complete = false;
          deps.log.error({ err, streamId: stream.id, slotAt }, "queueing a scheduled run failed; the next round tries again");
        }
      }
    }
    return complete;
  };
}
