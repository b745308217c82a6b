import type { BackgroundTask, Logger } from "@leadstream/platform";

/** Runs `run` every `intervalMs`, never two rounds at once; a failed round is logged and the next one still comes. */
export function periodicTask(name: string, intervalMs: number, run: () => Promise<void>, logger: Logger): BackgroundTask {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let stopped = true;
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  const tick = () => {
    round = run()
      .catch((err: unknown) => logger.error({ err, task: name }, "background round failed"))
      .finally(schedule);
  };
  return {
    name,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
