import type { QueuedRunsOf, RunDeps, UnitOfWork } from "../ports.js";

const STALL_MS = 10 * 60_000;
const STALLED = "No progress for 10 minutes; the run was stopped.";
// Far longer than any queue wait: a run still queued then lost its work message.
const NEVER_STARTED_MS = 6 * 3600_000;
const NEVER_STARTED = "The run was never picked up and was stopped after 6 hours; its budget was given back.";

/**
 * Fails every running run without progress for 10 minutes (its worker is gone and its message
 * will not come back, or it hangs; a worker that comes back later finds it failed and stops),
 * and every run queued for 6 hours, whose reserved budget goes back.
 */
export function reapStalledRuns({ db, now, budget, log }: Pick<RunDeps, "db" | "now" | "budget" | "log">) {
  return async () => {
    const at = now();
    const neverStarted = await db.transaction(async (uow) => {
      const stalled = await uow.runs.failStalled(new Date(at.getTime() - STALL_MS), STALLED, at);
      const abandoned = await uow.runs.failNeverStarted(new Date(at.getTime() - NEVER_STARTED_MS), NEVER_STARTED, at);
      for (const run of [...stalled, ...abandoned]) await uow.events.runCompleted(run);
      return abandoned;
    });
    for (const run of neverStarted) {
      await budget.release(run.userId, run.id).catch((err: unknown) => log.error({ err, runId: run.id }, "could not give back a never-started run's budget"));
    }
  };
}

/** Queued runs that must not start (pair removed, account slept); the worker gives their budget back when it takes their message. */
export async function cancelQueuedRuns(uow: UnitOfWork, of: QueuedRunsOf, errorMessage: string, now: Date): Promise<void> {
  const cancelled = await uow.runs.cancelQueued(of, errorMessage, now);
  for (const run of cancelled) await uow.events.runCompleted(run);
}
