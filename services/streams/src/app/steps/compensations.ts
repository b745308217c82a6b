import type { Log } from "../ports.js";

/** The undo actions of a saga's remote steps. Each must be idempotent: it may run when its step did nothing. */
export class Compensations {
  private readonly undos: { step: string; undo: () => Promise<unknown> }[] = [];

  add(step: string, undo: () => Promise<unknown>): void {
    this.undos.push({ step, undo });
  }

  /** Newest first; a failing undo is logged and the others still run. */
  async run(log: Log): Promise<void> {
    for (const { step, undo } of [...this.undos].reverse()) {
      try {
        await undo();
      } catch (err) {
        log.error({ err, step }, "compensation failed");
      }
    }
  }
}

/** Runs `work`; when it throws, runs the compensations it registered, then rethrows the original error. */
export async function withCompensations<T>(log: Log, work: (compensations: Compensations) => Promise<T>): Promise<T> {
  const compensations = new Compensations();
  try {
    return await work(compensations);
  } catch (err) {
    await compensations.run(log);
    throw err;
  }
}
