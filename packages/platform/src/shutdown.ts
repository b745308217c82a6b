import type { Logger } from "./logger.js";

type Step = { name: string; run: () => Promise<void> | void };

/**
 * Ordered graceful shutdown: steps run in reverse order of registration (stop taking work
 * first, close the database last), each bounded by a timeout so one stuck step cannot hang exit.
 */
export class Shutdown {
  private readonly steps: Step[] = [];
  private running?: Promise<void>;

  constructor(private readonly logger: Logger, private readonly stepTimeoutMs = 10_000) {}

  add(name: string, run: Step["run"]): void {
    this.steps.push({ name, run });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            Promise.resolve().then(step.run),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${this.stepTimeoutMs} ms`)), this.stepTimeoutMs);
            }),
          ]);
        } catch (err) {
          this.logger.warn({ err, step: step.name }, "shutdown step failed");
        } finally {
          clearTimeout(timer);
        }
      }
    })();
    return this.running;
  }

  /** SIGINT/SIGTERM run the shutdown once, then exit. */
  onSignals(): void {
    const handler = (signal: NodeJS.Signals) => {
      this.logger.info({ signal }, "shutting down");
      void this.run().then(() => process.exit(0));
    };
    process.once("SIGINT", handler);
    process.once("SIGTERM", handler);
  }
}
