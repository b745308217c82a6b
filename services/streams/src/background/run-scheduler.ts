import { periodicTask, type BackgroundTask, type Logger } from "@leadstream/platform";

const TICK_MS = 30_000;
/** A slot up to this late still fires: one missed while the service was down, or in a failed round. */
const CATCH_UP_MS = 3600_000;

/**
 * Covers the time since its last complete round (at most the last hour) every 30 s. On start
 * that is the last hour, so a slot missed while everything was down fires once if it is under an
 * hour late; slots that already fired are recorded and do not fire again.
 */
export function runScheduler(scheduleRuns: (after: Date, until: Date) => Promise<boolean>, now: () => Date, logger: Logger): BackgroundTask {
  let coveredUntil = 0;
  return periodicTask(
    "run scheduler",
    TICK_MS,
    async () => {
      const until = now();
      const after = new Date(Math.max(coveredUntil, until.getTime() - CATCH_UP_MS));
      if (await scheduleRuns(after, until)) coveredUntil = until.getTime();
    },
    logger,
  );
}
