import type { AppDeps, QueuedRunsOf, UnitOfWork } from "../ports.js";

const STALL_MS = 10 * 60_000;
const STALLED = "No progress for 10 minutes; the run was stopped.";

/**
 * Fails every running run without progress for 10 minutes: its worker is gone and its message
 * will not come back (or it hangs). A worker that comes back later finds it failed and stops.
 */
export function reapStalledRuns({ db, now }: Pick<AppDeps, "db" | "now">) {
  return () =>
    db.transaction(async (uow) => {
      const at = now();
      const failed = await uow.runs.failStalled(new Date(at.getTime() - STALL_MS), STALLED, at);
      for (const run of failed) await uow.events.runCompleted(run);
    });
}

/** Queued runs that must not start (pair removed, account slept); the worker gives their budget back when it takes their message. */
export async function cancelQueuedRuns(uow: UnitOfWork, of: QueuedRunsOf, errorMessage: string, now: Date): Promise<void> {
  const cancelled = await uow.runs.cancelQueued(of, errorMessage, now);
  for (const run of cancelled) await uow.events.runCompleted(run);
}
