import { failureStreak } from "./failure-streak.js";
import type { Logger } from "./logger.js";
import type { BackgroundTask } from "./service.js";

/**
 * Runs `round` on start and then `intervalMs` after each round ends, so never two at once; a
 * failed round (a rejection or a throw) is logged (as a streak: see failureStreak) and the next one still comes. stop() cancels
 * the next round and waits for the current one.
 */
export function periodicTask(name: string, intervalMs: number, round: () => Promise<unknown>, logger: Logger): BackgroundTask {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = true;
  const failures = failureStreak(logger, "background round failed", { task: name });
  const run = async () => {
    try {
      await round();
      failures.succeeded();
    } catch (err) {
      failures.failed(err);
    }
    if (!stopped) timer = setTimeout(() => (current = run()), intervalMs);
  };
  return {
    name,
    start() {
      stopped = false;
      current = run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
