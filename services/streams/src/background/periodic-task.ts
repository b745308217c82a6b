import type { BackgroundTask, Logger } from "@leadstream/platform";

/** Runs `round` on start and then every `intervalMs`, never two at once; a failed round is logged and the next one still comes. */
export function periodicTask(name: string, intervalMs: number, round: () => Promise<unknown>, logger: Logger): BackgroundTask {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = true;
  const tick = () => {
    current = round()
      .then(() => undefined, (err: unknown) => logger.error({ err, task: name }, "background round failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  return {
    name,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
